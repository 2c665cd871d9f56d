import { analyze } from '../../server/lib/ai/analysis';
import { assessSafety } from '../../server/lib/ai/safety';
import { extract } from '../../server/lib/ai/understanding';
import type { TEvalEngine } from './evaluate';

/**
 * The eval's reference instant: relative durations ("since monday") in the cases are labelled as
 * of Saturday 21 November 2026, noon UTC.
 */
export const EVAL_NOW = new Date('2026-11-21T12:00:00Z');

/** The local engine modules (server/lib/ai/{safety,understanding,analysis}) behind the eval's interface. */
export const localEvalEngine: TEvalEngine = {
  safety: (message, history) => assessSafety(message, history),
  extract: (message) => extract(message, { now: EVAL_NOW }),
  rankConditions: (profile) =>
    analyze(profile, { now: EVAL_NOW }).potentialConditions.map((p) => p.conditionId),
};
