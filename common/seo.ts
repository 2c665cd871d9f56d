import {
  SEO_CHECK_ADVICE,
  SEO_LIMITS,
  SEO_SITE_NAME,
  type TSeoAnalysis,
  type TSeoCheck,
  type TSeoCheckId,
} from '../contract/seo';
import type { TMetricTone } from './metric-tone';

/**
 * SEO Magic's analysis (docs/product/admin.md#seo-magic): pure and deterministic, so the server's
 * `POST /api/seo/analyze` and its health check give the same answer for the same content. The content
 * is plain text or HTML; from HTML the title, meta tags, headings, images, links and visible text are
 * read, scripts and styles dropped.
 */

// ——— Reading the page ———————————————————————————————————————————————————————————————————————————

export type SeoPage = {
  /** The page's own <title>, or ''. */
  title: string;
  /** Its meta description, or ''. */
  metaDescription: string;
  headings: { level: number; text: string }[];
  /** Text blocks in order (paragraphs, list items, headings), whitespace collapsed. */
  blocks: { text: string; heading: boolean }[];
  images: { alt: string | null }[];
  links: string[];
  indexable: boolean;
  mobileViewport: boolean;
  overflowHints: number;
  isHtml: boolean;
};

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const collapse = (text: string) => decodeEntities(text).replace(/\s+/g, ' ').trim();
const stripTags = (html: string) => collapse(html.replace(/<[^>]*>/g, ' '));

/** An attribute's value from one tag's source, or null when absent. */
function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  if (!match) return new RegExp(`\\s${name}(?=[\\s/>])`, 'i').test(tag) ? '' : null;
  return decodeEntities(match[1] ?? match[2] ?? match[3] ?? '');
}

const BLOCK_TAGS =
  'p|div|section|article|main|header|footer|nav|aside|li|ul|ol|dl|dt|dd|table|tr|td|th|blockquote|figure|figcaption|form|fieldset|label|button|br|hr|h[1-6]|summary|details';
const LOOKS_LIKE_HTML =
  /<(?:!doctype|html|head|body|p|div|h[1-6]|a|img|section|main|title|meta|ul|li|span)\b[^>]*>/i;

/** Reads a page from HTML or plain text (a Markdown-style '# Heading' line counts as a heading). */
export function readPage(content: string): SeoPage {
  const isHtml = LOOKS_LIKE_HTML.test(content);
  if (!isHtml) return readPlainText(content);

  const html = cutOut(content, '<!--', '-->');
  const title = collapse(/<title[^>]*>([^<]{0,500})<\/title>/i.exec(html)?.[1] ?? '');
  let metaDescription = '';
  let indexable = true;
  let mobileViewport = false;
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    const name = (attribute(tag, 'name') ?? '').toLowerCase();
    const contentValue = attribute(tag, 'content') ?? '';
    if (name === 'description') metaDescription = collapse(contentValue);
    if (name === 'robots' && /\bnoindex\b/i.test(contentValue)) indexable = false;
    if (name === 'viewport' && /width\s*=\s*device-width/i.test(contentValue)) mobileViewport = true;
  }
  let body = cutOut(html, '<head', '</head>');
  for (const tag of ['script', 'style', 'noscript', 'template', 'svg'])
    body = cutOut(body, `<${tag}`, `</${tag}>`);

  const images = (body.match(/<img\b[^>]*>/gi) ?? []).map((tag) => ({ alt: attribute(tag, 'alt') }));
  const links = (body.match(/<a\b[^>]*>/gi) ?? [])
    .map((tag) => attribute(tag, 'href'))
    .filter((href): href is string => Boolean(href));
  const headings: SeoPage['headings'] = [];
  for (const match of body.matchAll(/<h([1-6])\b[^>]*>([\s\S]{0,1000}?)<\/h\1>/gi)) {
    const text = stripTags(match[2] ?? '');
    if (text) headings.push({ level: Number(match[1]), text });
  }

  // Blocks: every block-level tag ends one; a heading is marked as such.
  const marked = body
    .replace(/<h[1-6]\b[^>]*>/gi, '\n\u0001')
    .replace(/<\/h[1-6]>/gi, '\n')
    .replace(new RegExp(`</?(?:${BLOCK_TAGS})\\b[^>]*>`, 'gi'), '\n')
    .replace(/<img\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '');
  const blocks = marked
    .split('\n')
    .map((line) => ({ heading: line.includes('\u0001'), text: collapse(line.replaceAll('\u0001', '')) }))
    .filter((block) => block.text.length > 0);

  let overflowHints = 0;
  for (const match of body.matchAll(/style\s*=\s*"([^"]*)"/gi)) {
    for (const width of (match[1] ?? '').matchAll(/(?:^|;|\s)(?:min-)?width\s*:\s*(\d+)px/gi)) {
      if (Number(width[1]) > MOBILE_WIDTH) overflowHints += 1;
    }
  }
  for (const tag of body.match(/<(?:img|table|iframe|video)\b[^>]*>/gi) ?? []) {
    const width = Number(attribute(tag, 'width'));
    if (width > MOBILE_WIDTH) overflowHints += 1;
  }

  return {
    title,
    metaDescription,
    headings,
    blocks,
    images,
    links,
    indexable,
    mobileViewport,
    overflowHints,
    isHtml,
  };
}

/**
 * The text without every part from `open` to the next `close` (case-insensitive; an unclosed part
 * runs to the end). Linear in the length, whatever the content: the analysis is a public endpoint.
 */
function cutOut(text: string, open: string, close: string): string {
  const lower = text.toLowerCase();
  let out = '';
  let from = 0;
  let searchFrom = 0;
  for (;;) {
    const start = lower.indexOf(open, searchFrom);
    if (start < 0) return out + text.slice(from);
    // '<head' is not '<header': a tag's name ends at a space, '>' or '/'.
    if (/^<[a-z]/.test(open) && /[a-z0-9-]/.test(lower.charAt(start + open.length))) {
      searchFrom = start + 1;
      continue;
    }
    out += `${text.slice(from, start)} `;
    const end = lower.indexOf(close, start + open.length);
    if (end < 0) return out;
    from = end + close.length;
    searchFrom = from;
  }
}

/** The narrowest phone the product is designed for, in CSS pixels. */
const MOBILE_WIDTH = 390;

function readPlainText(content: string): SeoPage {
  const headings: SeoPage['headings'] = [];
  const blocks: SeoPage['blocks'] = [];
  for (const raw of content.split(/\n/)) {
    const heading = /^(#{1,6})\s+(.+)$/.exec(raw.trim());
    if (heading?.[1] && heading[2]) {
      const text = collapse(heading[2]);
      headings.push({ level: heading[1].length, text });
      blocks.push({ text, heading: true });
      continue;
    }
    const text = collapse(raw);
    if (text) blocks.push({ text, heading: false });
  }
  return {
    title: '',
    metaDescription: '',
    headings,
    blocks,
    images: [],
    links: [],
    indexable: true,
    mobileViewport: false,
    overflowHints: 0,
    isHtml: false,
  };
}

// ——— Words, sentences, syllables, readability ——————————————————————————————————————————————————

export const STOP_WORDS = new Set(
  `a about above after again against all almost also am an and any are aren't as at be because been before
being below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down
during each either else even ever every few for from further get gets getting go goes going got had hadn't has
hasn't have haven't having he her here hers herself him himself his how however i if in into is isn't it it's
its itself just keep let let's like made make makes many may me might more most much must my myself need
needs never no nor not now of off often on once one only or other others our ours ourselves out over own
per quite rather really same see seen she should shouldn't since so some something sometimes still such
than that that's the their theirs them themselves then there there's these they they're this those though
through to too under until up upon us use used using very via want was wasn't way we we're well were weren't
what what's when where whether which while who whom whose why will with within without won't would wouldn't
yet you you'd you'll you're you've your yours yourself yourselves able across already always among another
anything around ask back best better big come comes day days done easy else enough etc find first get give
good great help helps here's know last less little lot lots new next old put right say says small take
takes tell thing things think time times try two three today together toward towards yes`
    .split(/\s+/)
    .filter(Boolean),
);

/** Lower-case words of a text (letters, inner apostrophes and hyphens). */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .match(/[a-z]+(?:['-][a-z]+)*/g) ?? []
  ).map((word) => (word.endsWith("'s") ? word.slice(0, -2) : word));
}

/** Sentences of a block: split after . ! ? (and …) followed by a space and a capital or digit. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+(?=["“'‘(]?[A-Z0-9])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/**
 * Syllables of one word by rule: short words have one; a silent final -e, -es or -ed is dropped
 * (not -le), a leading y is a consonant, and each run of one or two vowels (a, e, i, o, u, y) counts.
 */
export function syllables(word: string): number {
  let w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (!w) return 0;
  if (w.length <= 3) return 1;
  w = w.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, (end) => end[0] ?? '').replace(/^y/, '');
  return Math.max(1, w.match(/[aeiouy]{1,2}/g)?.length ?? 0);
}

/** Flesch–Kincaid grade level of prose, or null with fewer than two sentences' worth of words. */
export function readingGrade(text: string): number | null {
  const list = sentences(text);
  const all = words(text);
  if (list.length === 0 || all.length < 10) return null;
  const syllableCount = all.reduce((sum, word) => sum + syllables(word), 0);
  const grade = 0.39 * (all.length / list.length) + 11.8 * (syllableCount / all.length) - 15.59;
  return Math.round(grade * 10) / 10;
}

// ——— Keywords by TF-IDF ————————————————————————————————————————————————————————————————————————

/** A background corpus: how many documents contain each term (words and two-word phrases). */
export type SeoCorpus = { documents: number; frequency: Map<string, number> };

/** Unigrams and bigrams of a text: stop words removed, a bigram never spans a stop word or sentence. */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const sentence of sentences(text)) {
    let previous: string | null = null;
    for (const word of words(sentence)) {
      if (STOP_WORDS.has(word) || word.length < 3) {
        previous = null;
        continue;
      }
      out.push(word);
      if (previous) out.push(`${previous} ${word}`);
      previous = word;
    }
  }
  return out;
}

export function buildCorpus(texts: readonly string[]): SeoCorpus {
  const frequency = new Map<string, number>();
  for (const text of texts) {
    for (const term of new Set(terms(text))) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  }
  return { documents: texts.length, frequency };
}

const EMPTY_CORPUS: SeoCorpus = { documents: 0, frequency: new Map() };

/**
 * The text's keywords, best first: term frequency × smoothed inverse document frequency against the
 * corpus (ln((N + 1) / (df + 1)) + 1). A phrase counts when it occurs at least twice, and a word
 * already inside a chosen phrase as often as the phrase itself is left out. Ties go alphabetically.
 */
export function rankKeywords(
  text: string,
  corpus: SeoCorpus = EMPTY_CORPUS,
  limit: number = SEO_LIMITS.keywordsMax,
): string[] {
  const all = terms(text);
  const counts = new Map<string, number>();
  for (const term of all) counts.set(term, (counts.get(term) ?? 0) + 1);
  const wordCount = all.filter((term) => !term.includes(' ')).length || 1;
  const scored = [...counts]
    .filter(([term, count]) => !term.includes(' ') || count >= 2)
    .map(([term, count]) => {
      const idf = Math.log((corpus.documents + 1) / ((corpus.frequency.get(term) ?? 0) + 1)) + 1;
      return { term, count, score: (count / wordCount) * idf };
    })
    .sort((a, b) => b.score - a.score || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  const chosen: typeof scored = [];
  for (const candidate of scored) {
    if (chosen.length >= limit) break;
    const covered = chosen.some(
      (phrase) =>
        phrase.term.includes(' ') &&
        phrase.term.split(' ').includes(candidate.term) &&
        phrase.count >= candidate.count,
    );
    if (!covered) chosen.push(candidate);
  }
  return chosen.map((entry) => entry.term);
}

// ——— Writing the title and description —————————————————————————————————————————————————————————

const TRAILING_FILLER = new Set([
  'a',
  'an',
  'and',
  'the',
  'of',
  'or',
  'to',
  'for',
  'with',
  'in',
  'on',
  'at',
  'by',
  'your',
]);

/**
 * The text cut to at most `max` characters at a word boundary, without a dangling connective or
 * punctuation; unchanged when it fits.
 */
export function clipAtWord(text: string, max: number): string {
  const clean = collapse(text);
  if (clean.length <= max) return clean;
  const kept: string[] = [];
  let length = 0;
  for (const word of clean.split(' ')) {
    const next = length === 0 ? word.length : length + 1 + word.length;
    if (next > max) break;
    kept.push(word);
    length = next;
  }
  while (kept.length > 1 && TRAILING_FILLER.has((kept.at(-1) ?? '').toLowerCase().replace(/[^a-z]/g, ''))) {
    kept.pop();
  }
  return kept
    .join(' ')
    .replace(/[\s,;:–—-]+$/, '')
    .slice(0, max);
}

/**
 * A title within what search engines show, written from what the page says it is about: its main
 * heading, with the site's name when that fits; else its own title when that fits; else its title,
 * first sentence or first keywords, cut at a word.
 */
export function writeTitle(page: SeoPage, keywords: readonly string[]): string {
  const { titleMin, titleMax } = SEO_LIMITS;
  const h1 = page.headings.find((heading) => heading.level === 1)?.text ?? page.headings[0]?.text ?? '';
  const fits = (text: string) => text.length >= titleMin && text.length <= titleMax;
  if (h1) {
    const withSite = h1.includes(SEO_SITE_NAME) ? h1 : `${h1} | ${SEO_SITE_NAME}`;
    if (withSite.length <= titleMax) return withSite;
    if (fits(h1)) return h1;
  }
  if (fits(page.title)) return page.title;
  const base = h1 || page.title || firstSentence(page) || keywords.slice(0, 3).map(capitalise).join(', ');
  return clipAtWord(base.replace(/[.!?]$/, ''), titleMax);
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function prose(page: SeoPage): string[] {
  return page.blocks
    .filter((block) => !block.heading && words(block.text).length >= 6)
    .map((block) => block.text);
}

function firstSentence(page: SeoPage): string {
  return sentences(prose(page)[0] ?? '')[0] ?? '';
}

/**
 * A description of 120–160 characters made of whole sentences: the page's meta description when it
 * fits; else the first run of consecutive sentences of its prose within the range; else the longest
 * run that fits under the maximum; a single sentence longer than the maximum is cut at a word, with '…'.
 */
export function writeDescription(page: SeoPage): string {
  const { descriptionMin: min, descriptionMax: max } = SEO_LIMITS;
  if (page.metaDescription.length >= min && page.metaDescription.length <= max) return page.metaDescription;
  const list = prose(page).flatMap(sentences);
  let best = '';
  for (let start = 0; start < list.length; start++) {
    let run = '';
    for (let end = start; end < list.length; end++) {
      const next = run ? `${run} ${list[end]}` : (list[end] ?? '');
      if (next.length > max) break;
      run = next;
      if (run.length >= min) return run;
    }
    if (run.length > best.length) best = run;
  }
  if (best) return best;
  const source = list[0] ?? page.metaDescription ?? '';
  return source.length > max ? `${clipAtWord(source, max - 1)}…` : source;
}

// ——— Medical content, FAQ, structured data ————————————————————————————————————————————————————

const HEALTH_TERMS = new Set(
  `symptom symptoms pain migraine migraines headache headaches ibs bowel thyroid autoimmune fatigue
diagnosis diagnosed treatment treatments medication medications medicine doctor doctors gp clinician
condition conditions disease diseases chronic inflammation inflammatory dose doses therapy disorder
disorders coeliac celiac arthritis lupus diabetes blood pressure nutrition nutrient deficiency flare
flares infection gut sleep insomnia anxiety depression`.split(/\s+/),
);

/** Health content: at least three different health terms, making up at least 1% of the words. */
export function isMedicalContent(text: string): boolean {
  const all = words(text);
  const found = all.filter((word) => HEALTH_TERMS.has(word));
  return new Set(found).size >= 3 && found.length / Math.max(all.length, 1) >= 0.01;
}

const DISCLAIMER =
  /not (?:a substitute for |)(?:professional )?medical advice|general (?:wellness |health )?information|not a substitute for|(?:talk|speak) (?:to|with) (?:your|a) (?:doctor|gp|clinician|healthcare)|consult (?:your|a) (?:doctor|gp|healthcare|physician)/i;
const SOURCES_HEADING = /^(?:sources|references|citations|further reading|evidence)\b/i;
const CITATION =
  /(?:doi\.org|pubmed|ncbi\.nlm\.nih\.gov|nih\.gov|nhs\.uk|cdc\.gov|who\.int|cochrane|\bet al\.|\bdoi:)/i;

const QUESTION_START =
  /^(?:what|how|why|when|where|who|whom|which|can|could|do|does|did|is|are|was|were|should|will|would|may|might|has|have)\b/i;

/**
 * Question-and-answer pairs: a question (3–25 words, starting with a question word, ending in '?';
 * in HTML a heading) followed by an answer of 5+ words that is not itself a heading or a question.
 */
export function findQuestions(page: SeoPage): { question: string; answer: string }[] {
  const pairs: { question: string; answer: string }[] = [];
  page.blocks.forEach((block, index) => {
    const count = words(block.text).length;
    if (!block.text.endsWith('?') || !QUESTION_START.test(block.text) || count < 3 || count > 25) return;
    if (page.isHtml && !block.heading) return;
    const next = page.blocks[index + 1];
    if (!next || next.heading || next.text.endsWith('?') || words(next.text).length < 5) return;
    pairs.push({ question: block.text, answer: clipAtWord(next.text, 300) });
  });
  return pairs;
}

/** schema.org data suited to the page: FAQPage with 2+ questions answered, MedicalWebPage, or WebPage. */
export function structuredDataFor(input: {
  page: SeoPage;
  title: string;
  description: string;
  keywords: readonly string[];
  url: string;
  medical: boolean;
}): Record<string, unknown> {
  const questions = findQuestions(input.page);
  const type = questions.length >= 2 ? 'FAQPage' : input.medical ? 'MedicalWebPage' : 'WebPage';
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': type,
    name: input.title,
    description: input.description,
  };
  if (/^https?:\/\//i.test(input.url)) data.url = input.url;
  if (input.keywords.length) data.keywords = input.keywords.join(', ');
  if (type === 'FAQPage') {
    data.mainEntity = questions.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    }));
  }
  return data;
}

// ——— Checks and the score ——————————————————————————————————————————————————————————————————————

const WEIGHTS: Record<TSeoCheckId, number> = {
  'title-length': 15,
  'description-length': 15,
  h1: 10,
  headings: 5,
  'keyword-in-title': 10,
  'content-length': 5,
  readability: 10,
  'image-alt': 10,
  'internal-links': 10,
  'medical-disclaimer': 5,
  'medical-sources': 5,
};

const LABELS: Record<TSeoCheckId, string> = {
  'title-length': 'Title length',
  'description-length': 'Meta description length',
  h1: 'One main heading',
  headings: 'Subheadings',
  'keyword-in-title': 'Keyword in title',
  'content-length': 'Amount of text',
  readability: 'Readability',
  'image-alt': 'Image alt text',
  'internal-links': 'Internal links',
  'medical-disclaimer': 'Medical disclaimer',
  'medical-sources': 'Sources cited',
};

/** Whether a link stays on the site: a path, a relative address, or the page's own origin. */
export function isInternalLink(href: string, pageUrl: string): boolean {
  if (href.startsWith('#') || /^(?:mailto|tel|javascript|data):/i.test(href)) return false;
  if (href.startsWith('//')) return sameOrigin(`https:${href}`, pageUrl);
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return sameOrigin(href, pageUrl);
  return true;
}

function sameOrigin(href: string, pageUrl: string): boolean {
  try {
    return new URL(href).host === new URL(pageUrl).host;
  } catch {
    return false;
  }
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export type SeoAnalyzeInput = { pageContent: string; currentUrl: string; pageType: string };

/** The whole analysis of one page. */
export function analyzeSeo(input: SeoAnalyzeInput, corpus: SeoCorpus = EMPTY_CORPUS): TSeoAnalysis {
  const { titleMin, titleMax, descriptionMin, descriptionMax, readingGradeMax, wordsMin, internalLinksMin } =
    SEO_LIMITS;
  const page = readPage(input.pageContent);
  const allText = page.blocks.map((block) => block.text).join('\n');
  const proseText = prose(page).join('\n');
  const wordCount = words(allText).length;
  const keywords = rankKeywords(allText, corpus);
  const medical = isMedicalContent(allText);
  const grade = readingGrade(proseText);
  const title = writeTitle(page, keywords);
  const description = writeDescription(page);

  const checks: TSeoCheck[] = [];
  const suggestions: string[] = [];
  const check = (id: TSeoCheckId, passed: boolean, detail: string, suggestion: string) => {
    checks.push({ id, label: LABELS[id], weight: WEIGHTS[id], passed, detail });
    if (!passed) suggestions.push(suggestion);
  };

  const titleLength = page.title.length;
  check(
    'title-length',
    titleLength >= titleMin && titleLength <= titleMax,
    page.title ? plural(titleLength, 'character') : 'no title',
    page.title
      ? titleLength > titleMax
        ? `Shorten the title to ${titleMax} characters or fewer (it has ${titleLength}), for example: "${title}".`
        : `Lengthen the title to at least ${titleMin} characters, for example: "${title}".`
      : `Add a page title of ${titleMin} to ${titleMax} characters, for example: "${title}".`,
  );
  const descriptionLength = page.metaDescription.length;
  check(
    'description-length',
    descriptionLength >= descriptionMin && descriptionLength <= descriptionMax,
    page.metaDescription ? plural(descriptionLength, 'character') : 'no meta description',
    page.metaDescription
      ? `Make the meta description ${descriptionMin} to ${descriptionMax} characters long (it has ${descriptionLength}).`
      : `Add a meta description of ${descriptionMin} to ${descriptionMax} characters summarising the page.`,
  );
  const h1Count = page.headings.filter((heading) => heading.level === 1).length;
  check(
    'h1',
    h1Count === 1,
    plural(h1Count, 'main heading'),
    h1Count === 0
      ? 'Add one main heading (h1) that says what the page is about.'
      : `Keep one main heading (h1); the page has ${h1Count}.`,
  );
  const subheadings = page.headings.filter((heading) => heading.level > 1).length;
  check(
    'headings',
    subheadings > 0 || wordCount < wordsMin,
    plural(subheadings, 'subheading'),
    'Break the text up with subheadings (h2, h3) so readers and search engines can scan it.',
  );
  const mainKeyword = keywords[0];
  const titleForKeyword = (
    page.title ||
    page.headings.find((heading) => heading.level === 1)?.text ||
    ''
  ).toLowerCase();
  const keywordInTitle = keywords
    .slice(0, 3)
    .some((keyword) => words(titleForKeyword).join(' ').includes(keyword));
  check(
    'keyword-in-title',
    keywordInTitle,
    mainKeyword ? `main keyword "${mainKeyword}"` : 'no keywords found',
    mainKeyword
      ? `Use the main keyword "${mainKeyword}" in the page title.`
      : 'Add text to the page so it has keywords to rank for.',
  );
  check(
    'content-length',
    wordCount >= wordsMin,
    plural(wordCount, 'word'),
    `Add more text: the page has ${plural(wordCount, 'word')}, aim for at least ${wordsMin}.`,
  );
  check(
    'readability',
    grade !== null && grade <= readingGradeMax,
    grade === null ? 'not enough prose to measure' : `grade ${grade}`,
    grade === null
      ? 'Add a few paragraphs of full sentences so readers get more than fragments.'
      : `Use shorter sentences and simpler words: the reading grade is ${grade}, aim for ${readingGradeMax} or below.`,
  );
  const missingAlt = page.images.filter((image) => image.alt === null).length;
  check(
    'image-alt',
    missingAlt === 0,
    page.images.length
      ? `${missingAlt} of ${plural(page.images.length, 'image')} without alt text`
      : 'no images',
    `Add alt text to ${plural(missingAlt, 'image')} describing what each shows.`,
  );
  const internal = page.links.filter((href) => isInternalLink(href, input.currentUrl)).length;
  check(
    'internal-links',
    internal >= internalLinksMin,
    plural(internal, 'internal link'),
    `Link to at least ${internalLinksMin} other pages of the site (the page has ${internal}).`,
  );
  if (medical) {
    check(
      'medical-disclaimer',
      DISCLAIMER.test(allText),
      DISCLAIMER.test(allText) ? 'disclaimer found' : 'no disclaimer',
      'Add a short disclaimer: the content is general information, not medical advice.',
    );
    const cited =
      page.headings.some((heading) => SOURCES_HEADING.test(heading.text)) ||
      page.blocks.some((block) => SOURCES_HEADING.test(block.text) && block.text.length < 40) ||
      page.links.some((href) => CITATION.test(href)) ||
      CITATION.test(allText);
    check(
      'medical-sources',
      cited,
      cited ? 'sources found' : 'no sources',
      'Cite the sources of the health information (a Sources section with links to studies or guidelines).',
    );
  }

  const total = checks.reduce((sum, item) => sum + item.weight, 0);
  const earned = checks.reduce((sum, item) => sum + (item.passed ? item.weight : 0), 0);
  const score = total ? Math.round((earned / total) * 100) : 0;
  return {
    title,
    description,
    keywords,
    openGraph: { title, description },
    structuredData: structuredDataFor({ page, title, description, keywords, url: input.currentUrl, medical }),
    score,
    suggestions,
    checks,
    signals: {
      words: wordCount,
      readingGrade: grade,
      medical,
      indexable: page.indexable,
      mobileViewport: page.mobileViewport,
      overflowHints: page.overflowHints,
    },
  };
}

// ——— Presentation shared by the tool and the screen ————————————————————————————————————————————

export type SeoBand = {
  label: 'Excellent' | 'Good' | 'Fair' | 'Needs Improvement';
  /** The colour of the band (docs/design.md#meaning): green, yellow, red. */
  tone: Extract<TMetricTone, 'good' | 'watch' | 'bad'>;
};

/** Score bands: 90+ Excellent (green), 70–89 Good (yellow), 50–69 Fair and below Needs Improvement (red). */
export function seoScoreBand(score: number): SeoBand {
  if (score >= SEO_LIMITS.excellentFrom) return { label: 'Excellent', tone: 'good' };
  if (score >= SEO_LIMITS.goodFrom) return { label: 'Good', tone: 'watch' };
  if (score >= SEO_LIMITS.fairFrom) return { label: 'Fair', tone: 'bad' };
  return { label: 'Needs Improvement', tone: 'bad' };
}

export const seoCompleteMessage = (score: number) => `Page optimized with SEO score of ${score}/100`;
export const seoCopiedMessage = (label: string) => `${label} copied to clipboard`;

/** The download's name: seo-analysis-{pageType}-{timestamp}.json (timestamp in ms). */
export const seoDownloadName = (pageType: string, timestamp: number) =>
  `seo-analysis-${pageType}-${timestamp}.json`;

/** The health check's recommendations: the most often failed checks, most common first, in words. */
export function seoRecommendations(analyses: readonly Pick<TSeoAnalysis, 'checks'>[], limit = 5): string[] {
  const failed = new Map<TSeoCheckId, number>();
  for (const analysis of analyses) {
    for (const item of analysis.checks) if (!item.passed) failed.set(item.id, (failed.get(item.id) ?? 0) + 1);
  }
  return [...failed]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, limit)
    .map(([id, count]) => `${SEO_CHECK_ADVICE[id]} (${count} of ${plural(analyses.length, 'page')})`);
}
