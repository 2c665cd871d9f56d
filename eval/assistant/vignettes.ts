import fs from 'node:fs';
import { moreUrgentTriage } from '../../common/assistant';
import { TRIAGE_LEVELS, type TTriageLevel } from '../../contract/assistant';
import { readFindings } from '../../server/lib/ai/knowledge/findings/read';
import { assessSafety } from '../../server/lib/ai/safety';
import { infantAge, triage } from '../../server/lib/ai/triage';

/** One clinical vignette (docs/assistant-knowledge.md#the-vignette-eval). */
/** Scored like Gilbert et al., BMJ Open 2020 (docs/assistant-knowledge.md#the-vignette-eval). */
export const VIGNETTE_TARGETS = { top3: 0.75, safe: 0.98, exact: 0.6 } as const;

export interface TVignette {
  id: string;
  age: number;
  sex: 'female' | 'male';
  pregnant: boolean;
  text: string;
  history: string[];
  gold: { condition: string; icd10: string; synonyms: string[] };
  urgency: TTriageLevel;
}

export interface TVignetteScore {
  n: number;
  top3: number;
  safe: number;
  exact: number;
  perCondition: Record<string, { n: number; top3: number; safe: number }>;
  misses: { id: string; gold: string; got: string[]; urgency: TTriageLevel; triage: TTriageLevel }[];
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
/** A name matches a gold label when one contains the other (Gilbert et al. style synonym matching). */
function sameCondition(names: readonly string[], gold: TVignette['gold']): boolean {
  const golds = [gold.condition, ...gold.synonyms].map(norm).filter(Boolean);
  return names
    .map(norm)
    .some((a) => a.length > 2 && golds.some((b) => a === b || a.includes(b) || b.includes(a)));
}

export function loadVignettes(file: string): TVignette[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as TVignette);
}

/** What the guided analysis does with a vignette: findings, ranking, triage and the safety layer. */
export function assessVignette(v: TVignette) {
  const text = [v.text, ...v.history].join('. ');
  const { present, absent } = readFindings(text);
  const picture = { age: infantAge(text, v.age), sex: v.sex, pregnant: v.pregnant, present, absent };
  const t = triage(picture);
  const level = moreUrgentTriage(t.level, assessSafety(v.text).triage);
  return { top: t.ranked.slice(0, 3), level };
}

export function scoreVignettes(file: string): TVignetteScore {
  const rows = loadVignettes(file);
  const out: TVignetteScore = { n: rows.length, top3: 0, safe: 0, exact: 0, perCondition: {}, misses: [] };
  let top3 = 0;
  let safe = 0;
  let exact = 0;
  for (const v of rows) {
    const { top, level } = assessVignette(v);
    const names = top.flatMap((r) => [r.condition.name, ...(r.condition.clinical.synonyms ?? [])]);
    const hit = sameCondition(names, v.gold);
    const got = TRIAGE_LEVELS.indexOf(level);
    const want = TRIAGE_LEVELS.indexOf(v.urgency);
    const isSafe = got <= want + 1;
    if (hit) top3++;
    if (isSafe) safe++;
    if (got === want) exact++;
    const pc = out.perCondition[v.gold.condition] ?? { n: 0, top3: 0, safe: 0 };
    out.perCondition[v.gold.condition] = pc;
    pc.n++;
    if (hit) pc.top3++;
    if (isSafe) pc.safe++;
    if (!hit || !isSafe)
      out.misses.push({
        id: v.id,
        gold: v.gold.condition,
        got: top.map((r) => r.condition.name),
        urgency: v.urgency,
        triage: level,
      });
  }
  out.top3 = top3 / rows.length;
  out.safe = safe / rows.length;
  out.exact = exact / rows.length;
  return out;
}
