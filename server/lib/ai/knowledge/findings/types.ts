import type { TSymptomName } from '../../understanding/vocabulary';

/**
 * How much a finding says on its own, which sets what it costs a condition that does not list it
 * (docs/assistant-knowledge.md#the-scorer):
 * - `generic`: common to many conditions (tiredness, feeling sick); unexplained, it costs little;
 * - `specific`: points to a few conditions (a one-sided blistering rash); unexplained, it costs more;
 * - `context`: a risk factor, medicine, known condition or exposure (smoker, on a blood thinner,
 *   back from abroad); it raises the conditions that list it and costs the others nothing.
 */
export type TFindingKind = 'generic' | 'specific' | 'context';

export interface TFindingDef {
  /** Plain words for reasons: "You mentioned <label>". */
  label: string;
  /**
   * Regular-expression sources matched on normalised (lower-case) text with word boundaries added;
   * lay words, UK and US spellings and common typos. A negated match ("no fever") makes the finding
   * explicitly absent.
   */
  patterns: readonly string[];
  /** Phrases that deny the finding without a negation word ("temperature is normal", "can see fine"). */
  absentPatterns?: readonly string[];
  /** The guided form's symptom choice this finding belongs to (ticked choices become findings too). */
  symptom?: TSymptomName;
  /** Broader findings that are present whenever this one is (right lower belly pain → belly pain). */
  implies?: readonly string[];
  kind?: TFindingKind;
  /**
   * Read in sentences about someone else too: family history ("my sister is coeliac") and people
   * around the person who are ill ("my partner had the same"). Every other finding is ignored there.
   */
  aboutOthers?: boolean;
}
