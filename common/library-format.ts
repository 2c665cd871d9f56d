import {
  LIBRARY_ACCESS,
  LIBRARY_CATEGORIES,
  LIBRARY_LIMITS,
  LIBRARY_TYPES,
  type TLibraryAccess,
  type TLibraryBlock,
  type TLibraryCategory,
  type TLibraryInline,
  type TLibraryType,
} from '../contract/library';

/**
 * The wellness library's file format (docs/product/library.md#file-format): a front-matter block and a
 * Markdown subset, parsed into the contract's blocks. Pure, so the server's catalogue and the
 * prerender read the same files the same way. Every problem is a `LibraryFormatError` naming the line.
 */

/** One library item as read from its file, with everything the API and the prerender need. */
export type TLibraryEntry = {
  slug: string;
  title: string;
  type: TLibraryType;
  access: TLibraryAccess;
  category: TLibraryCategory;
  summary: string;
  conditions: string[];
  tags: string[];
  minutes: number;
  author: string;
  reviewed: string;
  featured: boolean;
  /** The whole body without the sources. */
  blocks: TLibraryBlock[];
  /** A premium item's public part (before `<!-- more -->`); a free item's whole body. */
  previewBlocks: TLibraryBlock[];
  sources: TLibraryInline[][];
  /** A course's lesson titles, in order. */
  lessons: string[];
  /** The body's plain text, for search. */
  bodyText: string;
};

export class LibraryFormatError extends Error {
  constructor(message: string, line?: number) {
    super(line === undefined ? message : `line ${line}: ${message}`);
    this.name = 'LibraryFormatError';
  }
}

export const MORE_MARKER = '<!-- more -->';
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const REQUIRED_KEYS = [
  'title',
  'type',
  'access',
  'category',
  'summary',
  'conditions',
  'tags',
  'minutes',
  'author',
  'reviewed',
] as const;
const KEYS = new Set<string>([...REQUIRED_KEYS, 'featured']);
const LESSON = /^Lesson (\d+): (.+)$/;

const list = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

const isOneOf = <T extends string>(options: readonly T[], value: string): value is T =>
  (options as readonly string[]).includes(value);

/** Parses one file's text; `slug` is its file name without `.md`. */
export function parseLibraryFile(slug: string, source: string): TLibraryEntry {
  if (!SLUG.test(slug)) {
    throw new LibraryFormatError(`the file name must be lowercase words joined by '-' (got '${slug}')`);
  }
  const lines = source
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  if (lines[0] !== '---') throw new LibraryFormatError("the file must start with a line of exactly '---'", 1);
  const end = lines.indexOf('---', 1);
  if (end === -1) throw new LibraryFormatError("the front matter has no closing line of exactly '---'");

  const fields = new Map<string, string>();
  for (let index = 1; index < end; index++) {
    const line = lines[index] ?? '';
    if (line.trim() === '') continue;
    const match = /^([a-z]+):(.*)$/.exec(line);
    if (!match?.[1]) throw new LibraryFormatError(`expected 'key: value' in the front matter`, index + 1);
    const key = match[1];
    if (!KEYS.has(key)) throw new LibraryFormatError(`unknown front-matter key '${key}'`, index + 1);
    if (fields.has(key)) throw new LibraryFormatError(`'${key}' is given twice`, index + 1);
    fields.set(key, (match[2] ?? '').trim());
  }
  for (const key of REQUIRED_KEYS) {
    if (!fields.get(key)) throw new LibraryFormatError(`the front matter has no '${key}'`);
  }
  const field = (key: (typeof REQUIRED_KEYS)[number]) => fields.get(key) ?? '';

  const type = field('type');
  if (!isOneOf(LIBRARY_TYPES, type)) {
    throw new LibraryFormatError(`type must be one of ${LIBRARY_TYPES.join(', ')} (got '${type}')`);
  }
  const access = field('access');
  if (!isOneOf(LIBRARY_ACCESS, access)) {
    throw new LibraryFormatError(`access must be free or premium (got '${access}')`);
  }
  if (type !== 'article' && access !== 'premium') {
    throw new LibraryFormatError(`a ${type} must be premium`);
  }
  const category = field('category');
  if (!isOneOf(LIBRARY_CATEGORIES, category)) {
    throw new LibraryFormatError(
      `category must be one of ${LIBRARY_CATEGORIES.join(', ')} (got '${category}')`,
    );
  }
  const summary = field('summary');
  if (summary.length > LIBRARY_LIMITS.summaryMax) {
    throw new LibraryFormatError(
      `the summary has ${summary.length} characters; at most ${LIBRARY_LIMITS.summaryMax}`,
    );
  }
  const tags = list(field('tags'));
  if (tags.length < LIBRARY_LIMITS.tagsMin || tags.length > LIBRARY_LIMITS.tagsMax) {
    throw new LibraryFormatError(
      `give ${LIBRARY_LIMITS.tagsMin}–${LIBRARY_LIMITS.tagsMax} tags (got ${tags.length})`,
    );
  }
  if (new Set(tags.map((tag) => tag.toLowerCase())).size !== tags.length) {
    throw new LibraryFormatError('a tag is given twice');
  }
  const conditions = list(field('conditions'));
  if (conditions.some((condition) => condition !== condition.toLowerCase())) {
    throw new LibraryFormatError('conditions are lowercase words');
  }
  const minutesText = field('minutes');
  const minutes = Number(minutesText);
  if (!/^\d+$/.test(minutesText) || minutes < 1 || minutes > 600) {
    throw new LibraryFormatError(`minutes must be a whole number from 1 to 600 (got '${minutesText}')`);
  }
  const reviewed = field('reviewed');
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(reviewed) ||
    new Date(`${reviewed}T00:00:00Z`).toISOString().slice(0, 10) !== reviewed
  ) {
    throw new LibraryFormatError(`reviewed must be a date written YYYY-MM-DD (got '${reviewed}')`);
  }
  const featuredText = fields.get('featured') ?? 'false';
  if (featuredText !== 'true' && featuredText !== 'false') {
    throw new LibraryFormatError(`featured must be true or false (got '${featuredText}')`);
  }

  // The body, split at the premium marker.
  const bodyStart = end + 1;
  const markerLines = lines
    .map((line, index) => (line.trim() === MORE_MARKER ? index : -1))
    .filter((index) => index > end);
  if (access === 'free' && markerLines.length > 0) {
    throw new LibraryFormatError(`a free item has no '${MORE_MARKER}' line`, (markerLines[0] ?? 0) + 1);
  }
  if (access === 'premium' && markerLines.length !== 1) {
    throw new LibraryFormatError(
      `a premium item has exactly one line '${MORE_MARKER}' after its preview (found ${markerLines.length})`,
    );
  }
  const marker = markerLines[0];
  const before = parseBlocks(lines.slice(bodyStart, marker ?? lines.length), bodyStart + 1);
  const after = marker === undefined ? [] : parseBlocks(lines.slice(marker + 1), marker + 2);
  const all = [...before, ...after];

  // The sources: the last section, a numbered list of links.
  const sourcesAt = all.findIndex(
    (block) => block.type === 'heading' && block.level === 2 && block.text === 'Sources',
  );
  if (sourcesAt === -1) throw new LibraryFormatError("the item must end with a '## Sources' section");
  const sourceBlocks = all.slice(sourcesAt + 1);
  const sourceList = sourceBlocks[0];
  if (sourceBlocks.length !== 1 || sourceList?.type !== 'list' || !sourceList.ordered) {
    throw new LibraryFormatError("'## Sources' must end the item with one numbered list and nothing else");
  }
  if (!sourceList.items.every((runs) => runs.some((run) => run.type === 'link'))) {
    throw new LibraryFormatError('every source needs a link to its page');
  }
  const blocks = all.slice(0, sourcesAt);
  if (!blocks.some((block) => block.type !== 'heading')) throw new LibraryFormatError('the item has no text');

  let previewBlocks = blocks;
  if (access === 'premium') {
    if (sourcesAt < before.length) {
      throw new LibraryFormatError(`'## Sources' comes after the preview and its '${MORE_MARKER}' line`);
    }
    previewBlocks = before;
    const paragraphs = before.filter(
      (block) => block.type === 'paragraph' || block.type === 'callout',
    ).length;
    if (
      paragraphs < LIBRARY_LIMITS.previewParagraphsMin ||
      paragraphs > LIBRARY_LIMITS.previewParagraphsMax
    ) {
      throw new LibraryFormatError(
        `the preview has ${paragraphs} paragraphs; give ${LIBRARY_LIMITS.previewParagraphsMin}–${LIBRARY_LIMITS.previewParagraphsMax}`,
      );
    }
  }

  const lessons: string[] = [];
  for (const block of blocks) {
    if (block.type !== 'heading' || block.level !== 2) continue;
    const lesson = LESSON.exec(block.text);
    if (!lesson?.[2]) continue;
    if (Number(lesson[1]) !== lessons.length + 1) {
      throw new LibraryFormatError(`'${block.text}' should be Lesson ${lessons.length + 1}`);
    }
    lessons.push(lesson[2].trim());
  }
  if (type === 'course' && lessons.length === 0) {
    throw new LibraryFormatError("a course is made of lessons, each a '## Lesson N: <title>' heading");
  }

  return {
    slug,
    title: field('title'),
    type,
    access,
    category,
    summary,
    conditions,
    tags,
    minutes,
    author: field('author'),
    reviewed,
    featured: featuredText === 'true',
    blocks,
    previewBlocks,
    sources: sourceList.items,
    lessons: type === 'course' ? lessons : [],
    bodyText: blocksText(blocks),
  };
}

/** The plain text of blocks, one block a line. */
export function blocksText(blocks: readonly TLibraryBlock[]): string {
  const runsText = (runs: readonly TLibraryInline[]) => runs.map((run) => run.text).join('');
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'heading':
          return block.text;
        case 'list':
          return block.items.map(runsText).join('\n');
        default:
          return runsText(block.runs);
      }
    })
    .join('\n');
}

type Open =
  | { kind: 'paragraph' | 'callout'; text: string[]; line: number }
  | { kind: 'list'; ordered: boolean; items: { text: string[]; line: number }[] };

/** The Markdown subset's blocks; `firstLine` is the file line of `lines[0]`, for errors. */
export function parseBlocks(lines: readonly string[], firstLine = 1): TLibraryBlock[] {
  const blocks: TLibraryBlock[] = [];
  let open: Open | null = null;
  const close = () => {
    if (!open) return;
    if (open.kind === 'list') {
      const ordered = open.ordered;
      blocks.push({
        type: 'list',
        ordered,
        items: open.items.map((item) => parseInline(item.text.join(' '), item.line)),
      });
    } else {
      blocks.push({ type: open.kind, runs: parseInline(open.text.join(' '), open.line) });
    }
    open = null;
  };

  lines.forEach((raw, index) => {
    const line = firstLine + index;
    const text = raw.trimEnd();
    const trimmed = text.trim();
    if (trimmed === '') {
      close();
      return;
    }
    if (trimmed === MORE_MARKER) throw new LibraryFormatError(`'${MORE_MARKER}' is given twice`, line);
    if (/^```|^~~~/.test(trimmed) || trimmed.includes('`'))
      throw new LibraryFormatError('code is not allowed', line);
    if (/<\/?[a-zA-Z!]/.test(trimmed)) throw new LibraryFormatError('HTML is not allowed', line);
    if (trimmed.includes('![')) throw new LibraryFormatError('images are not allowed', line);
    if (trimmed.startsWith('|')) throw new LibraryFormatError('tables are not allowed', line);

    const heading = /^(#+)\s+(.*)$/.exec(text);
    if (heading) {
      const level = heading[1]?.length;
      if (level !== 2 && level !== 3)
        throw new LibraryFormatError("only '## ' and '### ' headings are allowed", line);
      const title = (heading[2] ?? '').trim();
      if (!title) throw new LibraryFormatError('the heading is empty', line);
      if (/[*[\]]/.test(title)) throw new LibraryFormatError('a heading is plain text', line);
      close();
      blocks.push({ type: 'heading', level, text: title });
      return;
    }
    const bullet = /^- (.*)$/.exec(text);
    const numbered = /^\d+\. (.*)$/.exec(text);
    const item = bullet ?? numbered;
    if (item) {
      const ordered = Boolean(numbered);
      if (open?.kind !== 'list' || open.ordered !== ordered) {
        close();
        open = { kind: 'list', ordered, items: [] };
      }
      open.items.push({ text: [(item[1] ?? '').trim()], line });
      return;
    }
    if (/^[*+] /.test(trimmed)) throw new LibraryFormatError("bullets start with '- '", line);
    const callout = /^>\s?(.*)$/.exec(text);
    if (callout) {
      if (open?.kind !== 'callout') {
        close();
        open = { kind: 'callout', text: [], line };
      }
      open.text.push((callout[1] ?? '').trim());
      return;
    }
    if (open?.kind === 'list') {
      // A wrapped line of the last item.
      open.items.at(-1)?.text.push(trimmed);
      return;
    }
    if (open?.kind === 'callout') {
      throw new LibraryFormatError("each line of a callout starts with '> '", line);
    }
    if (/^\s/.test(text)) throw new LibraryFormatError('indented text is not allowed (no code blocks)', line);
    if (!open) open = { kind: 'paragraph', text: [], line };
    open.text.push(trimmed);
  });
  close();
  return blocks;
}

const INLINE = /\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** `**bold**`, `*italic*` and `[text](https://…)` in a line of text. */
export function parseInline(text: string, line?: number): TLibraryInline[] {
  const runs: TLibraryInline[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    if (/\*/.test(value)) throw new LibraryFormatError(`an unmatched '*' in '${value.trim()}'`, line);
    if (/\]\(/.test(value)) throw new LibraryFormatError(`a broken link in '${value.trim()}'`, line);
    const last = runs.at(-1);
    if (last?.type === 'text') last.text += value;
    else runs.push({ type: 'text', text: value });
  };
  let at = 0;
  for (const match of text.matchAll(INLINE)) {
    pushText(text.slice(at, match.index));
    at = match.index + match[0].length;
    if (match[1] !== undefined) runs.push({ type: 'bold', text: match[1] });
    else if (match[2] !== undefined) runs.push({ type: 'italic', text: match[2] });
    else {
      const href = match[4] ?? '';
      if (!isHttpsUrl(href)) throw new LibraryFormatError(`links are https only (got '${href}')`, line);
      runs.push({ type: 'link', text: match[3] ?? '', href });
    }
  }
  pushText(text.slice(at));
  return runs;
}

function isHttpsUrl(href: string): boolean {
  if (!href.startsWith('https://')) return false;
  try {
    return new URL(href).protocol === 'https:';
  } catch {
    return false;
  }
}
