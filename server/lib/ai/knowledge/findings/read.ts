import { isNegated, normalise } from '../../understanding/negation';
import { FINDING_IDS, FINDINGS, type TFindingId } from './index';

export interface TReadFindings {
  present: Set<TFindingId>;
  absent: Set<TFindingId>;
}

/**
 * A pattern that ends in a group of word stems ("(?:spin|dizz|vertigo)") matches the whole word
 * ("spins", "dizzy"): each plain stem of 4 letters or more in the final group may run on to the word's end.
 */
const STEM_END = /\(\?:([^()]*)\)$/;
function stemEnd(source: string): string {
  const m = STEM_END.exec(source);
  if (!m?.[1]) return source;
  const group = m[1]
    .split('|')
    .map((t) => (/^[a-z]{4,}$/.test(t) ? `${t}[a-z]*` : t))
    .join('|');
  return `${source.slice(0, m.index)}(?:${group})`;
}
const wrap = (sources: readonly string[]) =>
  new RegExp(`(?<![a-z0-9'])(?:${sources.map(stemEnd).join('|')})(?![a-z0-9'])`, 'g');
const COMPILED = FINDING_IDS.map((id) => {
  const def = FINDINGS[id];
  return { id, re: wrap(def.patterns), absent: def.absentPatterns ? wrap(def.absentPatterns) : null, def };
});

/** A clause about someone else's health: family history or people around the person who are ill. */
const OTHERS_RE =
  /\b(?:family history|runs in (?:the|my|our) family|(?:my|his|her|their|our) (?:mum|mother|mom|dad|father|sister|brother|grandma|grandmother|nan|nana|grandad|grandfather|grandpa|aunt|auntie|uncle|cousin|partner|wife|husband|boyfriend|girlfriend|friend|flatmate|colleague|colleagues|friends|parents|siblings)(?:'s)? (?:had|has|have|died|was|is|were|got|passed)|(?:everyone|others|half the class|kids|people) (?:at|in) (?:work|school|nursery|the office|class)|(?:is|are|has been|have been) going round)\b/;

/** Clauses: split at sentence ends, semicolons and commas, and before "but". */
function clauses(text: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  const re = /[.!?;\n]+|,|\bbut\b/g;
  let start = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out.push({ start, end: m.index });
    start = m.index + m[0].length;
  }
  out.push({ start, end: text.length });
  return out;
}

/**
 * Reads free text through the findings vocabulary. A negated mention ("no fever") makes a finding
 * absent; a clause about someone else counts only for findings marked aboutOthers (family history,
 * people around who are ill), never as the person's own symptom.
 */
export function readFindings(raw: string): TReadFindings {
  // One chat turn reads the same conversation text more than once (whether to analyse, the
  // analysis, the dialogue's subject): the last reading is kept, and each caller gets its own sets.
  if (last?.raw !== raw) last = { raw, ...readText(raw) };
  return { present: new Set(last.present), absent: new Set(last.absent) };
}
let last: ({ raw: string } & TReadFindings) | null = null;

function readText(raw: string): TReadFindings {
  const text = normalise(raw);
  const present = new Set<TFindingId>();
  const absent = new Set<TFindingId>();
  const others = clauses(text).filter((c) => OTHERS_RE.test(text.slice(c.start, c.end)));
  const inOthers = (i: number) => others.some((c) => i >= c.start && i < c.end);
  for (const { id, re, absent: absentRe, def } of COMPILED) {
    re.lastIndex = 0;
    let seen = false;
    let negated = false;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      if (m[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      if (inOthers(m.index) && !def.aboutOthers) continue;
      if (isNegated(text, m.index, m.index + m[0].length)) negated = true;
      else seen = true;
    }
    if (absentRe) {
      absentRe.lastIndex = 0;
      if (absentRe.test(text)) negated = true;
    }
    if (seen) present.add(id);
    else if (negated) absent.add(id);
  }
  // A present finding implies its broader ones ("pain low on the right" is belly pain).
  for (const id of [...present])
    for (const broader of FINDINGS[id].implies ?? []) present.add(broader as TFindingId);
  for (const id of present) absent.delete(id);
  return { present, absent };
}
