import { TRIAGE_LEVELS, type TTriageLevel } from '../contract/assistant';

/** Triage arithmetic of the health assistant (docs/assistant-safety.md). */

/** The more urgent of two levels. */
export function moreUrgentTriage(a: TTriageLevel, b: TTriageLevel): TTriageLevel {
  return TRIAGE_LEVELS.indexOf(a) <= TRIAGE_LEVELS.indexOf(b) ? a : b;
}
