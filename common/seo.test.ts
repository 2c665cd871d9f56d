import { describe, expect, it } from 'vitest';
import { SEO_LIMITS } from '../contract/seo';
import {
  analyzeSeo,
  buildCorpus,
  clipAtWord,
  findQuestions,
  isInternalLink,
  isMedicalContent,
  rankKeywords,
  readingGrade,
  readPage,
  sentences,
  seoDownloadName,
  seoRecommendations,
  seoScoreBand,
  syllables,
  writeDescription,
  writeTitle,
} from './seo';

const URL_ = 'https://infinitewellness.example/guide';

/** A page written to pass every check, health content included. */
const GOOD_PAGE = `<!doctype html><html lang="en"><head>
<title>Managing Migraine Triggers | Infinite Wellness</title>
<meta name="description" content="Learn how to spot your migraine triggers with a simple diary, what to write down each day, and when to talk to your doctor about a plan.">
<meta name="viewport" content="width=device-width, initial-scale=1">
</head><body>
<h1>Managing migraine triggers</h1>
${Array.from(
  { length: 12 },
  (_, i) =>
    `<p>A migraine diary helps you see your own triggers. Write down what you ate and how you slept. Note the time the migraine started on day ${i + 1}. Keep it short so you can keep it up. Bring it to your next visit.</p>`,
).join('\n')}
<h2>Common migraine triggers</h2>
<p>Sleep, stress and skipped meals are common triggers. Some people notice caffeine or bright light. Your diary shows which ones matter for you.</p>
<img src="/diary.png" alt="A page of a migraine diary">
<p>Read more in <a href="/wellness-library">the library</a> and <a href="/symptoms">track your symptoms</a>.</p>
<p>This page is general information, not medical advice. Talk to your doctor about your symptoms.</p>
<h2>Sources</h2>
<p><a href="https://www.nhs.uk/conditions/migraine/">NHS: Migraine</a></p>
</body></html>`;

const byId = (analysis: ReturnType<typeof analyzeSeo>) =>
  Object.fromEntries(analysis.checks.map((check) => [check.id, check]));

describe('reading a page', () => {
  it('reads title, meta tags, headings, images and links from HTML and drops scripts', () => {
    const page = readPage(
      `<html><head><title>Hi &amp; bye</title><meta name="robots" content="noindex"></head><body><script>var x = "<h1>no</h1>";</script><h1>Main</h1><p>Text <b>bold</b></p><img src="a.png"><img src="b.png" alt=""><a href="/x">x</a></body></html>`,
    );
    expect(page.title).toBe('Hi & bye');
    expect(page.indexable).toBe(false);
    expect(page.headings).toEqual([{ level: 1, text: 'Main' }]);
    expect(page.blocks.map((block) => block.text)).toEqual(['Main', 'Text bold', 'x']);
    expect(page.images).toEqual([{ alt: null }, { alt: '' }]);
    expect(page.links).toEqual(['/x']);
  });

  it('reads Markdown-style headings from plain text', () => {
    const page = readPage('# Title\nSome text here.\n## Part two\nMore.');
    expect(page.isHtml).toBe(false);
    expect(page.headings).toEqual([
      { level: 1, text: 'Title' },
      { level: 2, text: 'Part two' },
    ]);
  });

  it('counts fixed widths wider than a phone as overflow hints', () => {
    const page = readPage(
      '<div style="width: 800px">wide</div><div style="max-width: 800px">ok</div><img width="1200" alt="">',
    );
    expect(page.overflowHints).toBe(2);
  });
});

describe('syllables and readability', () => {
  it('counts syllables by rule', () => {
    expect(syllables('cat')).toBe(1);
    expect(syllables('table')).toBe(2);
    expect(syllables('make')).toBe(1);
    expect(syllables('readability')).toBe(5);
    expect(syllables('yellow')).toBe(2);
    expect(syllables('migraine')).toBe(2);
  });

  it('gives simple prose a low grade and dense prose a high one', () => {
    const simple =
      'The cat sat on the mat. It was warm. The sun was out. We had tea and cake. Then we went home.';
    const dense =
      'Comprehensive multidisciplinary interventions substantially ameliorate debilitating neurological manifestations characteristically associated with chronic idiopathic conditions. Individualised pharmacological optimisation necessitates collaborative evaluation.';
    expect(readingGrade(simple)).toBeLessThan(3);
    expect(readingGrade(dense)).toBeGreaterThan(SEO_LIMITS.readingGradeMax);
    expect(readingGrade('Too short.')).toBeNull();
  });

  it('splits sentences at end punctuation followed by a capital', () => {
    expect(sentences('One thing. Two things! Three? e.g. not this')).toEqual([
      'One thing.',
      'Two things!',
      'Three? e.g. not this',
    ]);
  });
});

describe('keywords', () => {
  const corpus = buildCorpus([
    'Sleep matters for health. Good sleep helps every condition.',
    'Health and sleep: a wind-down routine for better sleep.',
    'Health at work: pacing your energy through the day.',
  ]);

  it('ranks terms frequent here and rare in the corpus above common ones', () => {
    const text =
      'Health tips for migraine. Migraine diaries help with migraine triggers. Migraine triggers vary. Health is broad.';
    const keywords = rankKeywords(text, corpus);
    expect(keywords[0]).toBe('migraine');
    expect(keywords[1]).toBe('migraine triggers');
    expect(keywords.indexOf('migraine')).toBeLessThan(keywords.indexOf('health'));
    expect(keywords).not.toContain('for');
    expect(keywords).not.toContain('triggers');
  });

  it('is deterministic and bounded', () => {
    const text = Array.from(
      { length: 40 },
      (_, i) => `Word${String.fromCharCode(97 + (i % 26))}x term.`,
    ).join(' ');
    expect(rankKeywords(text, corpus)).toEqual(rankKeywords(text, corpus));
    expect(rankKeywords(text, corpus).length).toBe(SEO_LIMITS.keywordsMax);
  });

  it('never joins words across a stop word into a phrase', () => {
    expect(rankKeywords('pain and sleep. pain and sleep.', corpus)).not.toContain('pain sleep');
  });
});

describe('title and description', () => {
  it('cuts at a word boundary without a dangling connective', () => {
    expect(clipAtWord('Living well with chronic fatigue and the everyday choices that help', 40)).toBe(
      'Living well with chronic fatigue',
    );
    expect(clipAtWord('Short', 40)).toBe('Short');
  });

  it('writes the title from the main heading, else keeps a title that fits, within 60 characters', () => {
    expect(writeTitle(readPage('<title>A good title that fits</title><h1>Sleep</h1>'), [])).toBe(
      'Sleep | Infinite Wellness',
    );
    expect(writeTitle(readPage('<title>A good title that fits</title><p>No heading here.</p>'), [])).toBe(
      'A good title that fits',
    );
    expect(writeTitle(readPage('<h1>Sleep basics</h1><p>x</p>'), [])).toBe(
      'Sleep basics | Infinite Wellness',
    );
    const long = writeTitle(
      readPage(
        '<h1>Everything you ever wanted to know about managing the fatigue of autoimmune conditions</h1>',
      ),
      [],
    );
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long).toBe('Everything you ever wanted to know about managing');
  });

  it('writes a description of whole sentences between 120 and 160 characters', () => {
    const text = `<h1>Fatigue</h1><p>Fatigue is more than being tired and it can last for weeks. Pacing spreads your energy across the day so you crash less often. A short rest before you are exhausted works better than a long one after. Keep notes.</p>`;
    const description = writeDescription(readPage(text));
    expect(description.length).toBeGreaterThanOrEqual(120);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toBe(
      'Fatigue is more than being tired and it can last for weeks. Pacing spreads your energy across the day so you crash less often.',
    );
    expect(description).toMatch(/\.$/);
  });

  it('cuts a single over-long sentence at a word with an ellipsis', () => {
    const sentence = `This ${'very '.repeat(50)}long sentence never ends until now.`;
    const description = writeDescription(readPage(`<p>${sentence}</p>`));
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
  });
});

describe('structured data', () => {
  it('detects questions with answers and builds an FAQPage', () => {
    const html =
      '<h1>Help</h1><h2>What is pacing?</h2><p>Pacing means spreading activity through the day.</p><h2>How long does it take?</h2><p>Most people notice a change within a few weeks.</p><h2>Is this a question without answer?</h2>';
    expect(findQuestions(readPage(html))).toHaveLength(2);
    // A call to action phrased as a question, or a question in running text, is not an FAQ.
    const landing =
      '<h1>Welcome</h1><h2>Ready to feel better, one day at a time?</h2><p>Create your free account in under two minutes.</p><p>What is pacing?</p><p>Pacing means spreading activity through the day.</p>';
    expect(findQuestions(readPage(landing))).toEqual([]);
    const analysis = analyzeSeo({ pageContent: html, currentUrl: URL_, pageType: 'page' });
    expect(analysis.structuredData['@type']).toBe('FAQPage');
    expect(analysis.structuredData.url).toBe(URL_);
    expect((analysis.structuredData.mainEntity as unknown[]).length).toBe(2);
  });

  it('marks health content as MedicalWebPage and other content as WebPage', () => {
    expect(
      analyzeSeo({ pageContent: GOOD_PAGE, currentUrl: URL_, pageType: 'page' }).structuredData['@type'],
    ).toBe('MedicalWebPage');
    const plain = analyzeSeo({
      pageContent: '<h1>Our shop</h1><p>Buy mugs, notebooks and calendars from our online store today.</p>',
      currentUrl: '',
      pageType: 'page',
    });
    expect(plain.structuredData['@type']).toBe('WebPage');
    expect(plain.structuredData).not.toHaveProperty('url');
    expect(isMedicalContent('Migraine pain and fatigue symptoms can be tracked.')).toBe(true);
    expect(isMedicalContent('Our mugs and notebooks ship quickly.')).toBe(false);
  });
});

describe('checks and the score', () => {
  it('passes every check on a page written to pass them, and scores 100', () => {
    const analysis = analyzeSeo({ pageContent: GOOD_PAGE, currentUrl: URL_, pageType: 'page' });
    const failed = analysis.checks.filter((check) => !check.passed);
    expect(failed).toEqual([]);
    expect(analysis.score).toBe(100);
    expect(analysis.suggestions).toEqual([]);
    expect(analysis.checks).toHaveLength(11);
    expect(analysis.title).toBe('Managing migraine triggers | Infinite Wellness');
    expect(analysis.openGraph).toEqual({ title: analysis.title, description: analysis.description });
    expect(analysis.signals.mobileViewport).toBe(true);
  });

  it('fails each check on content written to fail it, with one suggestion per failed check', () => {
    const bad = `<html><head><title>Hi</title><meta name="description" content="Too short."></head><body>
<h1>One</h1><h1>Two</h1>
<p>Notwithstanding considerable methodological heterogeneity, contemporary investigations consistently demonstrate significant associations between inflammatory biomarkers and symptom severity. Multidisciplinary interventions incorporating pharmacological and psychological components demonstrate considerable therapeutic efficacy regarding chronic pain conditions and fatigue.</p>
<img src="/x.png"><a href="https://elsewhere.example/">elsewhere</a></body></html>`;
    const analysis = analyzeSeo({ pageContent: bad, currentUrl: URL_, pageType: 'page' });
    const checks = byId(analysis);
    for (const id of [
      'title-length',
      'description-length',
      'h1',
      'keyword-in-title',
      'content-length',
      'readability',
      'image-alt',
      'internal-links',
      'medical-disclaimer',
      'medical-sources',
    ]) {
      expect(checks[id]?.passed, id).toBe(false);
    }
    // Short pages need no subheadings.
    expect(checks.headings?.passed).toBe(true);
    expect(analysis.suggestions).toHaveLength(analysis.checks.filter((check) => !check.passed).length);
    expect(analysis.score).toBe(5);
  });

  it('asks for subheadings on a long page without any', () => {
    const long = `<h1>Sleep</h1><p>${'We sleep better with a routine. '.repeat(60)}</p>`;
    expect(byId(analyzeSeo({ pageContent: long, currentUrl: '', pageType: 'page' })).headings?.passed).toBe(
      false,
    );
  });

  it('leaves the medical checks out of pages that are not about health', () => {
    const analysis = analyzeSeo({
      pageContent: '<h1>Our shop</h1><p>Mugs.</p>',
      currentUrl: '',
      pageType: 'page',
    });
    expect(analysis.checks.map((check) => check.id)).not.toContain('medical-disclaimer');
    expect(analysis.checks).toHaveLength(9);
  });

  it('tells internal links from external ones', () => {
    expect(isInternalLink('/a', URL_)).toBe(true);
    expect(isInternalLink('library/x', URL_)).toBe(true);
    expect(isInternalLink('https://infinitewellness.example/x', URL_)).toBe(true);
    expect(isInternalLink('https://other.example/x', URL_)).toBe(false);
    expect(isInternalLink('#top', URL_)).toBe(false);
    expect(isInternalLink('mailto:a@b.c', URL_)).toBe(false);
  });

  it('handles empty content', () => {
    const analysis = analyzeSeo({ pageContent: '', currentUrl: '', pageType: 'page' });
    expect(analysis.score).toBeGreaterThanOrEqual(0);
    expect(analysis.keywords).toEqual([]);
    expect(analysis.title).toBe('');
  });
});

describe('presentation', () => {
  it('bands scores at 90, 70 and 50', () => {
    expect(seoScoreBand(90)).toEqual({ label: 'Excellent', tone: 'good' });
    expect(seoScoreBand(89)).toEqual({ label: 'Good', tone: 'watch' });
    expect(seoScoreBand(70).label).toBe('Good');
    expect(seoScoreBand(69)).toEqual({ label: 'Fair', tone: 'bad' });
    expect(seoScoreBand(49)).toEqual({ label: 'Needs Improvement', tone: 'bad' });
  });

  it('names the download after the page type and time', () => {
    expect(seoDownloadName('landing', 1700000000000)).toBe('seo-analysis-landing-1700000000000.json');
  });

  it('recommends the most often failed checks first', () => {
    const fail = (id: 'h1' | 'image-alt') => ({
      checks: [{ id, label: '', weight: 1, passed: false, detail: '' }],
    });
    const recommendations = seoRecommendations([fail('image-alt'), fail('h1'), fail('image-alt')]);
    expect(recommendations[0]).toBe('Describe every image with alt text. (2 of 3 pages)');
    expect(recommendations[1]).toMatch(/^Give each page exactly one main heading/);
  });
});

describe('hostile content', () => {
  it('reads unclosed headings, scripts and comments (a linear read: a quadratic one times the test out)', () => {
    const unclosed = '<h1>x '.repeat(15_000) + '<script>'.repeat(2_000) + '<!--'.repeat(2_000);
    const analysis = analyzeSeo({
      pageContent: unclosed.slice(0, SEO_LIMITS.contentMax),
      currentUrl: '',
      pageType: 'page',
    });
    expect(analysis.score).toBeGreaterThanOrEqual(0);
  });

  it('keeps a <header> after the <head>', () => {
    const page = readPage(
      '<html><head><title>T</title></head><body><header><h1>Main</h1></header><p>Text.</p></body></html>',
    );
    expect(page.headings).toEqual([{ level: 1, text: 'Main' }]);
    expect(page.blocks.map((block) => block.text)).toEqual(['Main', 'Text.']);
  });

  it('drops scripts and styles from the text', () => {
    const page = readPage('<p>Before</p><script>var a = 1;</script><p>After</p><style>p{}</style>');
    expect(page.blocks.map((block) => block.text)).toEqual(['Before', 'After']);
  });
});
