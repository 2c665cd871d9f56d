import {
  CRISIS_CATEGORIES,
  EMERGENCY_TRIAGE_LEVELS,
  RED_FLAG_CATEGORIES,
  type TRedFlagCategory,
  TRIAGE_LEVELS,
  type TTriageLevel,
} from '../../../../contract/assistant';
import { assess, isCleared, splitClauses, type TClause } from './negation';
import { normalise } from './normalise';
import { RED_FLAG_RULES, type TRedFlagRule } from './red-flags';

/**
 * The rules of the safety layer (docs/assistant-safety.md): the red-flag catalogue applied with
 * negation and context. Pure and deterministic: the same words always give the same result.
 *
 * - A red flag counts when its phrase is affirmed (negation.ts): not negated, resolved, historical,
 *   a family member's past, or (for condition names) a question about the condition.
 * - The triage is the most urgent level found; `self_care` when nothing is found (the knowledge
 *   engine's analysis may raise it to `consultation`).
 * - On `emergency_ambulance` or `emergency` the reply is fixed text: 911 for a physical emergency,
 *   the 988 Lifeline for suicidal thoughts or self-harm, the combined text when both.
 * - `history`: the user's earlier messages, oldest first. Only the last few are read, and only to
 *   complete a combination ("I'm 10 weeks pregnant" earlier, "sudden sharp tummy pain" now).
 *   A red flag in an earlier message does not re-trigger on its own.
 */

const HISTORY_CONTEXT = 3;

export function isCrisisCategory(category: TRedFlagCategory): boolean {
  return CRISIS_CATEGORIES.includes(category);
}

type TFound = { rule: TRedFlagRule; phrase: string };

const GLOBAL = new Map<RegExp, RegExp>();
function global(re: RegExp): RegExp {
  let g = GLOBAL.get(re);
  if (!g) {
    g = new RegExp(re.source, `${re.flags.replace('g', '')}g`);
    GLOBAL.set(re, g);
  }
  return g;
}

/** Affirmed occurrences of `re` in the clauses (negation and context applied). */
function affirmedMatches(
  clauses: readonly TClause[],
  re: RegExp,
  rule?: TRedFlagRule,
  crisisContext = false,
): string[] {
  const crisis = rule ? isCrisisCategory(rule.category) : crisisContext;
  const out: string[] = [];
  clauses.forEach((clause, index) => {
    if (rule?.unless?.some((u) => u.test(clause.text))) return;
    const next = clauses[index + 1];
    if (next && next.sentence === clause.sentence && rule?.unlessNext?.some((u) => u.test(next.text))) return;
    for (const m of clause.text.matchAll(global(re))) {
      // A number rule: the pattern finds a reading, the rule's check says whether it is urgent.
      if (rule?.check && !rule.check(m)) continue;
      const start = m.index ?? 0;
      const site = { clauses, index, start, end: start + m[0].length };
      const assertion = assess(site, rule?.kind === 'name', crisis);
      // A sign that went away by itself can be a TIA (rule.countsIfResolved): only an all-clear ends it.
      const counts =
        assertion === 'affirmed' ||
        (assertion === 'resolved' && rule?.countsIfResolved === true && !isCleared(site));
      if (counts) out.push(m[0].trim());
    }
  });
  return out;
}

/**
 * One test per rule over the whole message before the clause-by-clause work: most rules match
 * nothing, and a pattern that matches inside a clause also matches the clauses joined (no red-flag
 * pattern is anchored), so skipping on a miss never changes the result.
 */
const ANY_PATTERN = new Map<TRedFlagRule, RegExp>();
function mayMatch(rule: TRedFlagRule, joined: string): boolean {
  let re = ANY_PATTERN.get(rule);
  if (!re) {
    re = new RegExp(rule.patterns.map((p) => `(?:${p.source})`).join('|'));
    ANY_PATTERN.set(rule, re);
  }
  return re.test(joined);
}

function rank(level: TTriageLevel): number {
  return TRIAGE_LEVELS.indexOf(level);
}

/** What the rules found in a message: categories most urgent first, their triage, the phrases. */
export type TRuleFindings = {
  /** True when a red flag at emergency_ambulance or emergency was found. */
  isEmergency: boolean;
  triage: TTriageLevel;
  categories: TRedFlagCategory[];
  /** The categories found at an emergency level, most urgent first. */
  urgentCategories: TRedFlagCategory[];
  matchedPhrases: string[];
  /** The ids of the rules that fired (red-flags.ts), most urgent first: for reports and tests. */
  ruleIds: string[];
  /**
   * True when every emergency-level finding is a bare word or stock phrase (a condition's name, a
   * goodbye): the safety layer then asks the classifier to agree before it raises the alarm.
   */
  bareOnly: boolean;
  /** The triage without those bare emergency-level findings (what is left when they are not confirmed). */
  triageWithoutBare: TTriageLevel;
};

/** A rule whose phrase says nothing of a current report by itself (red-flags.ts `bare`, every name). */
export function isBare(rule: TRedFlagRule): boolean {
  return rule.bare === true || rule.kind === 'name';
}

export function assessRules(message: string, history: readonly string[] = []): TRuleFindings {
  const clauses = splitClauses(normalise(message));
  let context: TClause[][] | null = null;
  const contextClauses = () => {
    context ??= [clauses, ...history.slice(-HISTORY_CONTEXT).map((h) => splitClauses(normalise(h)))];
    return context;
  };

  const found: TFound[] = [];
  const joined = clauses.map((c) => c.text).join(' \n ');
  for (const rule of RED_FLAG_RULES) {
    if (!mayMatch(rule, joined)) continue;
    if (rule.unlessInMessage?.some((u) => u.test(joined))) continue;
    const phrases = rule.patterns.flatMap((re) => affirmedMatches(clauses, re, rule));
    if (phrases.length === 0) continue;
    if (
      rule.requires &&
      !rule.requires.every((req) =>
        contextClauses().some(
          (c) => affirmedMatches(c, req, undefined, isCrisisCategory(rule.category)).length > 0,
        ),
      )
    ) {
      continue;
    }
    for (const phrase of phrases) found.push({ rule, phrase });
  }

  if (found.length === 0) {
    return {
      isEmergency: false,
      triage: 'self_care',
      categories: [],
      urgentCategories: [],
      matchedPhrases: [],
      ruleIds: [],
      bareOnly: false,
      triageWithoutBare: 'self_care',
    };
  }

  found.sort(
    (a, b) =>
      rank(a.rule.triage) - rank(b.rule.triage) ||
      RED_FLAG_CATEGORIES.indexOf(a.rule.category) - RED_FLAG_CATEGORIES.indexOf(b.rule.category),
  );
  const triage = found[0]!.rule.triage;
  const urgent = found.filter((f) => EMERGENCY_TRIAGE_LEVELS.includes(f.rule.triage));
  return {
    isEmergency: urgent.length > 0,
    triage,
    categories: [...new Set(found.map((f) => f.rule.category))],
    urgentCategories: [...new Set(urgent.map((f) => f.rule.category))],
    matchedPhrases: [...new Set(found.map((f) => f.phrase))],
    ruleIds: [...new Set(found.map((f) => f.rule.id))],
    bareOnly: urgent.length > 0 && urgent.every((f) => isBare(f.rule)),
    triageWithoutBare:
      found.find((f) => !(isBare(f.rule) && EMERGENCY_TRIAGE_LEVELS.includes(f.rule.triage)))?.rule.triage ??
      'self_care',
  };
}
