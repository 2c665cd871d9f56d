/**
 * A compact NegEx-style negation scope (Chapman et al., "A simple algorithm for identifying
 * negated findings and diseases in discharge summaries", J Biomed Inform 2001): a finding is
 * negated when a negation trigger precedes it, or a post-trigger ("is gone") follows it, inside
 * the same clause and within a small window of words. Pseudo-triggers ("not gone", "no relief")
 * are masked first so they never negate anything.
 */

const WINDOW_WORDS = 6;

const PSEUDO_TRIGGERS = [
  'not gone',
  "hasn't gone",
  "haven't gone",
  'has not gone',
  "won't go away",
  "doesn't go away",
  "didn't go away",
  'does not go away',
  'not go away',
  'never goes away',
  'never went away',
  'not only',
  'not sure',
  'no idea',
  'no change',
  'no relief',
  'no better',
  'not better',
  'not improving',
  'not getting better',
  'nothing helps',
  "hasn't stopped",
  'has not stopped',
  "won't stop",
  "doesn't stop",
  'never stops',
  'not stopped',
  'not resolved',
  "hasn't resolved",
  'no matter',
  'no doubt',
  // "never recovered after covid": the negation is about recovering, not about covid.
  'never recovered',
  'not recovered',
  "haven't recovered",
  'never got better',
  'never been the same',
];

const PRE_TRIGGERS = [
  'no',
  'not',
  'never',
  'without',
  'denies',
  'deny',
  'none',
  'nor',
  'neither',
  'free of',
  'free from',
  'no longer',
  'no more',
  "isn't",
  "aren't",
  "wasn't",
  "weren't",
  "don't have",
  'do not have',
  "doesn't have",
  'does not have',
  "haven't had",
  'have not had',
  "hasn't had",
  "haven't got",
  "don't get",
  "don't feel",
  "didn't have",
  'did not have',
  "don't experience",
  'negative for',
  'ruled out',
  // Historical: "I used to get migraines" is not a current symptom.
  'used to',
  'used to get',
  'used to have',
];

const POST_TRIGGERS = [
  'is gone',
  'are gone',
  'has gone',
  'have gone',
  'went away',
  'gone away',
  'has gone away',
  'resolved',
  'cleared up',
  'has cleared',
  'have cleared',
  'disappeared',
  'has passed',
  'subsided',
  'no longer',
  "isn't there",
  'is not there',
  'stopped(?! me| us| him| her| them)',
  'is over',
  'all gone',
  '(?:is|are|feels?) (?:much |a lot |way )?(?:better|fine|ok|okay) now',
  "(?:doesn't|does not|don't|do not) (?:hurt|bother me) (?:anymore|any more)",
  'not (?:anymore|any more)',
];

/** Words and marks that close a negation scope (NegEx "termination terms"). */
const TERMINATORS = [
  'but',
  'however',
  'although',
  'though',
  'except',
  'yet',
  'apart from',
  'aside from',
  'still',
  'also',
  'which',
  'because',
  'while',
  'and i',
  'and my',
  'and now',
  'just',
  'only',
  'instead',
];

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alt = (list: readonly string[], isRegex = false) =>
  list
    .slice()
    .sort((a, b) => b.length - a.length)
    .map((t) => (isRegex ? t : esc(t)))
    .join('|');

const PSEUDO_RE = new RegExp(`\\b(?:${alt(PSEUDO_TRIGGERS)})\\b`, 'g');
const PRE_RE = new RegExp(`(?:^|[^a-z'])(?:${alt(PRE_TRIGGERS)})(?![a-z'])`);
const POST_RE = new RegExp(`(?:^|[^a-z'])(?:${alt(POST_TRIGGERS, true)})(?![a-z'])`);
const CLAUSE_BREAK_RE = new RegExp(`[.;!?,\\n()]|\\b(?:${alt(TERMINATORS)})\\b`, 'g');

/** Lower-case, straighten quotes: every matcher in understanding/ runs on this form. */
export function normalise(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[\u2018\u2019\u02bc`]/g, "'")
      .replace(/[\u201c\u201d]/g, '"')
      // Contractions typed without the apostrophe ("cant sleep", "dont have", "im tired").
      .replace(
        /\b(can|don|doesn|didn|won|isn|aren|wasn|weren|haven|hasn|hadn|couldn|wouldn|shouldn)t\b/g,
        "$1't",
      )
      .replace(/\bim\b/g, "i'm")
      .replace(/\bive\b/g, "i've")
  );
}

function lastWords(s: string, n: number): string {
  const words = s.trim().split(/\s+/).filter(Boolean);
  return words.slice(Math.max(0, words.length - n)).join(' ');
}

function firstWords(s: string, n: number): string {
  return s.trim().split(/\s+/).filter(Boolean).slice(0, n).join(' ');
}

/**
 * Whether the finding at [start, end) of `text` (already normalised) is negated.
 * `mask` lists other findings' spans, blanked out so their words ("can't sleep") don't act as triggers.
 */
export function isNegated(
  text: string,
  start: number,
  end: number,
  mask: ReadonlyArray<readonly [number, number]> = [],
): boolean {
  let masked = text;
  for (const [s, e] of mask) {
    if (s === start && e === end) continue;
    if (e <= start || s >= end) masked = masked.slice(0, s) + ' '.repeat(e - s) + masked.slice(e);
  }
  masked = masked.replace(PSEUDO_RE, (m) => ' '.repeat(m.length));

  // Clause bounds: the nearest break before the finding and after it.
  let clauseStart = 0;
  let clauseEnd = masked.length;
  CLAUSE_BREAK_RE.lastIndex = 0;
  for (let m = CLAUSE_BREAK_RE.exec(masked); m; m = CLAUSE_BREAK_RE.exec(masked)) {
    const mEnd = m.index + m[0].length;
    if (mEnd <= start) clauseStart = mEnd;
    else if (m.index >= end) {
      clauseEnd = m.index;
      break;
    }
    if (m[0].length === 0) CLAUSE_BREAK_RE.lastIndex++;
  }
  const before = lastWords(masked.slice(clauseStart, start), WINDOW_WORDS);
  const after = firstWords(masked.slice(end, clauseEnd), WINDOW_WORDS);
  return PRE_RE.test(` ${before}`) || POST_RE.test(` ${after}`);
}
