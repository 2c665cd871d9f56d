import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `node --import tsx scripts/check-links.ts` (the last step of `npm run lint`): every path the
 * repository mentions must exist inside the repository.
 *
 * - Markdown (every *.md file): links and images `[text](target)`, reference definitions
 *   `[id]: target` and inline-code paths (`server/app.ts`) must name a file or folder of the
 *   repository; `file.md#anchor` must match a heading of that file (GitHub's slug rules).
 * - Source files (ts, tsx, cjs, mjs, json, sh and `.ci/run`): every `docs/…` path in a comment or a
 *   string must exist, with its anchor when it has one.
 * - Anywhere: no mention of the team's shared folder next to the repository or of the machine's
 *   work folder, and no relative path that climbs out of the repository.
 * - Every Markdown, source and test file (also css, html, sql, jsonl, yml): no citation of a document
 *   that is not in the repository, such as the first product specifications ('spec 0NN'), their
 *   issues ('issue N', with or without a section), the old numbered decision and convention lists
 *   ('DECISIONS N', the CONVENTIONS file) or a section sign whose document is not named. A comment
 *   points to `docs/…#anchor` instead (see `outsideCitations` for the exact rule).
 *
 * Prints `file:line  problem` for each and exits 1 when there is any.
 */

export type Problem = { file: string; line: number; message: string };

/** The files the check reads and the paths that count as existing. */
export type RepoView = {
  /** Repository-relative paths with '/' separators. */
  files: readonly string[];
  read(file: string): string;
};

// Built from parts so that this file does not mention them itself.
const SHARED_FOLDER = ['..', 'shared'].join('/');
const WORK_FOLDER = `/${'work'}/`;

const SOURCE_EXTENSIONS = /\.(ts|tsx|cjs|mjs|json|sh)$/;
const SOURCE_FILES_WITHOUT_EXTENSION = new Set(['.ci/run']);
/** Other text files whose comments could cite a document (checked for citations only). */
const OTHER_TEXT_EXTENSIONS = /\.(css|html|sql|jsonl|ya?ml)$/;

export function isMarkdownFile(file: string): boolean {
  return file.endsWith('.md');
}

export function isSourceFile(file: string): boolean {
  return SOURCE_EXTENSIONS.test(file) || SOURCE_FILES_WITHOUT_EXTENSION.has(file);
}

// ---------------------------------------------------------------------------------------------
// Headings and GitHub's anchors
// ---------------------------------------------------------------------------------------------

/**
 * The anchor GitHub gives a heading's text (github-slugger): lower case; every character that is
 * not a letter, a mark, a number, a connector (`_`), a space or a hyphen removed; each space a hyphen.
 */
export function githubSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The text a reader sees for a heading's Markdown: links, code and emphasis markers removed. */
export function headingText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/!?\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(`+)(.*?)\1/g, '$2')
    .replace(/\*+/g, '')
    .replace(/(^|[^\p{L}\p{N}])_+(?=[\p{L}\p{N}])/gu, '$1')
    .replace(/([\p{L}\p{N}])_+(?=[^\p{L}\p{N}_]|$)/gu, '$1')
    .trim();
}

type Line = { text: string; number: number; isCode: boolean };

/** The lines of a Markdown file, marking those inside fenced code blocks. */
export function markdownLines(markdown: string): Line[] {
  const lines: Line[] = [];
  let fence: string | null = null;
  markdown.split(/\r?\n/).forEach((text, index) => {
    const opening = /^ {0,3}(`{3,}|~{3,})/.exec(text);
    if (fence === null && opening?.[1]) {
      fence = opening[1];
      lines.push({ text, number: index + 1, isCode: true });
      return;
    }
    if (fence !== null) {
      const closing = new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
      if (closing.test(text)) fence = null;
      lines.push({ text, number: index + 1, isCode: true });
      return;
    }
    lines.push({ text, number: index + 1, isCode: false });
  });
  return lines;
}

/** Every anchor a Markdown file offers: its headings' slugs (duplicates numbered) and HTML ids. */
export function markdownAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const counts = new Map<string, number>();
  const add = (slug: string) => {
    let candidate = slug;
    let count = counts.get(slug) ?? 0;
    while (anchors.has(candidate)) {
      count += 1;
      candidate = `${slug}-${count}`;
    }
    counts.set(slug, count);
    anchors.add(candidate);
  };
  const lines = markdownLines(markdown);
  lines.forEach((line, index) => {
    if (line.isCode) return;
    const atx = /^ {0,3}#{1,6}(?:\s+(.*?))?(?:\s+#+)?\s*$/.exec(line.text);
    if (atx) {
      add(githubSlug(headingText(atx[1] ?? '')));
      return;
    }
    const previous = lines[index - 1];
    const isSetextUnderline = /^ {0,3}(=+|-+)\s*$/.test(line.text);
    if (
      isSetextUnderline &&
      previous &&
      !previous.isCode &&
      previous.text.trim() !== '' &&
      !/^ {0,3}([#>|]|[-*+] |\d+[.)] )/.test(previous.text) &&
      !/^ {0,3}(=+|-+)\s*$/.test(previous.text)
    ) {
      add(githubSlug(headingText(previous.text)));
    }
    for (const match of line.text.matchAll(/<a\s[^>]*\b(?:id|name)="([^"]+)"/g)) {
      if (match[1]) anchors.add(match[1]);
    }
  });
  return anchors;
}

// ---------------------------------------------------------------------------------------------
// Paths
// ---------------------------------------------------------------------------------------------

/** Resolves `target` (relative to the folder `fromDir`, or to the root when it starts with '/'). */
export function resolveRepoPath(fromDir: string, target: string): string | null {
  const joined = target.startsWith('/') ? target.slice(1) : path.posix.join(fromDir, target);
  const normalised = path.posix.normalize(joined);
  if (normalised === '..' || normalised.startsWith('../')) return null;
  return normalised === '.' ? '' : normalised.replace(/\/$/, '');
}

/** The folder of a repository file ('' at the root). */
function folderOf(file: string): string {
  const folder = path.posix.dirname(file);
  return folder === '.' ? '' : folder;
}

type Index = {
  files: Set<string>;
  folders: Set<string>;
  topLevel: Set<string>;
  anchors: Map<string, Set<string>>;
  view: RepoView;
};

function buildIndex(view: RepoView): Index {
  const files = new Set(view.files);
  const folders = new Set<string>(['']);
  const topLevel = new Set<string>();
  for (const file of view.files) {
    const parts = file.split('/');
    topLevel.add(parts[0] ?? file);
    for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join('/'));
  }
  return { files, folders, topLevel, anchors: new Map(), view };
}

function exists(index: Index, repoPath: string): boolean {
  return index.files.has(repoPath) || index.folders.has(repoPath);
}

function anchorsOf(index: Index, file: string): Set<string> {
  let anchors = index.anchors.get(file);
  if (!anchors) {
    anchors = markdownAnchors(index.view.read(file));
    index.anchors.set(file, anchors);
  }
  return anchors;
}

/** `a/{b,c}/d` → `a/b/d`, `a/c/d` (one level of braces is all the docs use, nested works too). */
export function expandBraces(pattern: string): string[] {
  const match = /\{([^{}]*,[^{}]*)\}/.exec(pattern);
  if (!match) return [pattern];
  const before = pattern.slice(0, match.index);
  const after = pattern.slice(match.index + match[0].length);
  return (match[1] ?? '').split(',').flatMap((choice) => expandBraces(`${before}${choice}${after}`));
}

/** True when a path pattern (`*`, `**`, `<placeholder>`) names at least one file or folder. */
function patternExists(index: Index, pattern: string): boolean {
  const source = pattern
    .replace(/\/$/, '')
    .split(/(\*\*|\*|<[^>/]+>)/)
    .map((part) => {
      if (part === '**') return '.*';
      if (part === '*' || /^<[^>/]+>$/.test(part)) return '[^/]*';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const regex = new RegExp(`^${source}(/.*)?$`);
  for (const file of index.files) if (regex.test(file)) return true;
  return false;
}

const isPattern = (value: string) => /[*<]/.test(value);

/**
 * Checks one path mentioned in `file`: relative to the file's folder (Markdown links) or to the
 * repository root (everything else). Returns the problem, or null.
 */
function checkPath(
  index: Index,
  file: string,
  mentioned: string,
  relativeTo: 'file' | 'root',
): string | null {
  const hashAt = mentioned.indexOf('#');
  const target = hashAt === -1 ? mentioned : mentioned.slice(0, hashAt);
  const anchor = hashAt === -1 ? null : mentioned.slice(hashAt + 1);
  if (target === '') {
    if (anchor && !anchorsOf(index, file).has(anchor)) return `no heading for #${anchor} in this file`;
    return null;
  }
  const fromDir = relativeTo === 'file' ? folderOf(file) : '';
  const decoded = safeDecode(target);
  for (const expanded of expandBraces(decoded)) {
    const resolved = resolveRepoPath(fromDir, expanded);
    if (resolved === null) return `${mentioned} is outside the repository`;
    if (isPattern(resolved)) {
      if (!patternExists(index, resolved)) return `nothing in the repository matches ${mentioned}`;
      continue;
    }
    if (!exists(index, resolved)) return `${mentioned} does not exist`;
    if (anchor && resolved.endsWith('.md') && index.files.has(resolved)) {
      if (!anchorsOf(index, resolved).has(anchor)) return `no heading for #${anchor} in ${resolved}`;
    }
  }
  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}

// ---------------------------------------------------------------------------------------------
// What counts as a mention
// ---------------------------------------------------------------------------------------------

/** Link and image targets, and reference definitions, on one line of Markdown (outside code spans). */
export function markdownLinkTargets(line: string): string[] {
  const withoutCode = line.replace(/(`+)(.*?)\1/g, (span) => ' '.repeat(span.length));
  const targets: string[] = [];
  for (const match of withoutCode.matchAll(/!?\[[^\]]*\]\(\s*(<[^>]*>|[^\s)]+)(?:\s+["'(][^)]*)?\)/g)) {
    const raw = match[1] ?? '';
    targets.push(raw.startsWith('<') ? raw.slice(1, -1) : raw);
  }
  const definition = /^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/.exec(withoutCode);
  if (definition?.[1]) targets.push(definition[1].replace(/^<|>$/g, ''));
  return targets;
}

/** The contents of the inline code spans on one line of Markdown. */
export function inlineCodeSpans(line: string): string[] {
  return [...line.matchAll(/(`+)(.+?)\1/g)].map((match) => (match[2] ?? '').trim());
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Whether an inline-code span is a path into the repository: one word with a '/', that starts with
 * './' or '../' or with the name of something at the top of the repository (`server/`, `docs/`…).
 * Commands, URLs, HTTP paths (`/api/…`) and generated folders (`dist/`, `data/`) are not.
 */
export function inlineCodePath(span: string, topLevel: ReadonlySet<string>): string | null {
  const candidate = span.replace(/[.,;:]+$/, '');
  if (!candidate.includes('/') || /\s/.test(candidate) || EXTERNAL.test(candidate)) return null;
  if (candidate.includes('…') || candidate.includes('...')) return null;
  if (candidate.startsWith('./') || candidate.startsWith('../')) return candidate;
  const first = candidate.split('/')[0] ?? '';
  return topLevel.has(first) ? candidate : null;
}

/** `docs/…` paths in a line of source: not part of a longer path or a URL. */
export function docsMentions(line: string): string[] {
  const mentions: string[] = [];
  for (const match of line.matchAll(/(?<![\w./@-])docs\/[\w./-]*[\w/](?:#[\w-]+)?/g)) {
    mentions.push(match[0]);
  }
  return mentions;
}

// ---------------------------------------------------------------------------------------------
// Citations of documents outside the repository
// ---------------------------------------------------------------------------------------------

const SECTION = '\u00a7';
/** An optional section after a citation: the section sign and a number, a sub-section (4.3) or a range (4–5). */
const SECTION_SUFFIX = `(?:\\s?${SECTION}\\s?\\d+(?:\\.\\d+)*(?:\\s?[–-]\\s?${SECTION}?\\d+)?)?`;
const CITATION_PATTERNS: readonly RegExp[] = [
  // The first product specifications, numbered 000, 001, 002…: 'spec 0NN', 'Spec 0NN §N'.
  new RegExp(`\\b[Ss]pecs? ?0\\d\\d\\b${SECTION_SUFFIX}`, 'g'),
  // Their issues, by a number of one or two digits ('issue N §N', '(issue N)'), or any issue number
  // followed by a section sign. A public tracker's issue is written owner/repo#123 or as a URL.
  new RegExp(`\\b[Ii]ssue (?:\\d{1,2}\\b${SECTION_SUFFIX}|#?\\d+\\s?${SECTION}\\s?\\d+(?:\\.\\d+)*)`, 'g'),
  // The old numbered decision and convention lists, and those files ('DECISIONS N', the .md files).
  /\b(?:DECISIONS|CONVENTIONS)(?: ?\d+\b|\.md\b)/g,
  // An unnamed spec after 'the' (and its possessive): the reader cannot tell which one.
  /\b[Tt]he spec(?:'s|’s)?(?![\w-])/g,
];
const NOT_A_DOCUMENT_NAME = /^(?:specs?|issues?|decisions|conventions)$/i;
/** One section sign (or two, for several sections) with its number, sub-section or range. */
const SECTION_SIGN = new RegExp(
  `${SECTION}+\\s?\\d+(?:\\.\\d+)*(?:\\s?[–-]\\s?${SECTION}?\\d+(?:\\.\\d+)*)?`,
  'g',
);
/** What may stand between two sections of one citation: ', ', ' and ', ' or '. */
const CONNECTOR = /^(?:\s*(?:,|;|and|or|&)\s*)+$/;
type Span = { index: number; end: number };

/**
 * A section sign whose document is not named right before it (a bare sign in brackets, or after a
 * lower-case word or a bare number) cites a section of something the reader cannot find. Allowed: a
 * capitalised name or acronym, optionally followed by a number, then the sign ('WHATWG HTML §9.2',
 * 'RFC 4122 §4.3', 'Cal. Civ. Code § 1798.100'); a name and its sign must stay on one line. Signs that
 * only continue a citation already found (after a comma, 'and' or 'or') are reported with it.
 */
function unnamedSections(line: string): Span[] {
  const found: Span[] = [];
  let previous: { end: number; isNamed: boolean } | null = null;
  for (const match of line.matchAll(SECTION_SIGN)) {
    const end = match.index + match[0].length;
    const between = previous ? line.slice(previous.end, match.index) : '';
    let isNamed: boolean;
    let start = match.index;
    if (previous && CONNECTOR.test(between)) {
      isNamed = previous.isNamed;
    } else {
      const before = line.slice(0, match.index).replace(/\s+$/, '').split(/\s+/);
      let name = (before.pop() ?? '').replace(/^[(['"`]+/, '');
      if (/^\d[\d.]*$/.test(name)) {
        start = line.lastIndexOf(name, match.index);
        name = (before.pop() ?? '').replace(/^[(['"`]+/, '');
      }
      isNamed = /^[A-Z][\w.]*$/.test(name) && !NOT_A_DOCUMENT_NAME.test(name);
    }
    if (!isNamed) found.push({ index: start, end });
    previous = { end, isNamed };
  }
  return found;
}

/**
 * The citations of outside documents on one line (see the patterns above and `unnamedSections`),
 * left to right. Mentions of the shared folder itself are reported by `forbiddenMentions`.
 */
export function outsideCitations(line: string): string[] {
  const spans: Span[] = [];
  for (const pattern of CITATION_PATTERNS) {
    for (const match of line.matchAll(pattern))
      spans.push({ index: match.index, end: match.index + match[0].length });
  }
  for (const section of unnamedSections(line)) {
    if (!spans.some((s) => section.index < s.end && section.end > s.index)) spans.push(section);
  }
  const merged: Span[] = [];
  for (const span of spans.sort((a, b) => a.index - b.index)) {
    const last = merged[merged.length - 1];
    const isContinuation =
      last !== undefined && line[span.index] === SECTION && CONNECTOR.test(line.slice(last.end, span.index));
    if (last && isContinuation) last.end = span.end;
    else merged.push({ ...span });
  }
  return merged.map((s) => line.slice(s.index, s.end).trim());
}

export function isCitationCheckedFile(file: string): boolean {
  return isMarkdownFile(file) || isSourceFile(file) || OTHER_TEXT_EXTENSIONS.test(file);
}

/** Mentions of places outside the repository, wherever they appear on a line. */
export function forbiddenMentions(line: string): string[] {
  const found: string[] = [];
  if (line.includes(SHARED_FOLDER)) found.push(`mentions ${SHARED_FOLDER}, outside the repository`);
  if (line.includes(WORK_FOLDER)) found.push(`mentions ${WORK_FOLDER}, a folder of one machine`);
  return found;
}

// ---------------------------------------------------------------------------------------------
// The check
// ---------------------------------------------------------------------------------------------

export function checkRepository(view: RepoView): Problem[] {
  const index = buildIndex(view);
  const problems: Problem[] = [];
  const report = (file: string, line: number, message: string) => problems.push({ file, line, message });

  for (const file of view.files) {
    if (isCitationCheckedFile(file)) {
      view
        .read(file)
        .split(/\r?\n/)
        .forEach((text, i) => {
          for (const citation of outsideCitations(text)) {
            report(file, i + 1, `cites an outside document: ${citation}`);
          }
        });
    }
    if (isMarkdownFile(file)) {
      for (const line of markdownLines(view.read(file))) {
        for (const message of forbiddenMentions(line.text)) report(file, line.number, message);
        if (line.isCode) continue;
        for (const target of markdownLinkTargets(line.text)) {
          if (EXTERNAL.test(target) || target.startsWith('//')) continue;
          const problem = checkPath(index, file, target, 'file');
          if (problem) report(file, line.number, problem);
        }
        for (const span of inlineCodeSpans(line.text)) {
          const mentioned = inlineCodePath(span, index.topLevel);
          if (!mentioned) continue;
          if (mentioned.startsWith('./')) {
            // './data/…' next to the README is a folder the app creates, not part of the repository.
            const resolved = resolveRepoPath(folderOf(file), mentioned);
            if (resolved !== null && !index.topLevel.has(resolved.split('/')[0] ?? '')) continue;
          }
          // Only './' and '../' are relative to the Markdown file; '.ci/run' or '.nvmrc' name a root path.
          const relative = mentioned.startsWith('./') || mentioned.startsWith('../');
          const problem = checkPath(index, file, mentioned, relative ? 'file' : 'root');
          if (problem) report(file, line.number, problem);
        }
      }
    } else if (isSourceFile(file)) {
      view
        .read(file)
        .split(/\r?\n/)
        .forEach((text, i) => {
          for (const message of forbiddenMentions(text)) report(file, i + 1, message);
          for (const mentioned of docsMentions(text)) {
            const problem = checkPath(index, file, mentioned.replace(/\.$/, ''), 'root');
            if (problem) report(file, i + 1, problem);
          }
        });
    }
  }
  return problems;
}

export function formatProblems(problems: readonly Problem[]): string {
  return problems.map((p) => `${p.file}:${p.line}  ${p.message}`).join('\n');
}

/** Tracked files and new files not ignored by git, that are on disk. */
export function listRepositoryFiles(root: string): string[] {
  const output = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const files = output.split('\0').filter((file) => file !== '');
  return [...new Set(files)].filter((file) => fs.existsSync(path.join(root, file))).sort();
}

export function main(root: string): number {
  const files = listRepositoryFiles(root);
  const problems = checkRepository({
    files,
    read: (file) => fs.readFileSync(path.join(root, file), 'utf8'),
  });
  if (problems.length > 0) {
    console.error(formatProblems(problems));
    console.error(`check-links: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
    return 1;
  }
  const checked = files.filter((f) => isMarkdownFile(f) || isSourceFile(f)).length;
  console.log(`check-links: ${checked} files, every mentioned path exists, no outside document cited`);
  return 0;
}

const isEntryPoint = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntryPoint) {
  process.exitCode = main(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
}
