import {
  EMERGENCY_TRIAGE_LEVELS,
  RED_FLAG_CATEGORIES,
  SAFETY_REPLIES,
  type TRedFlagCategory,
  type TSafetyResult,
  type TTriageLevel,
} from '../../../../contract/assistant';
import { classify, safetyModel, type TClassification, type TSafetyModel } from './classifier';
import { replyKindFor } from './reply-kind';
import { assessRules, isCrisisCategory, type TRuleFindings } from './rules';
import { concernsOf } from './uncertainty';

/**
 * The safety layer (docs/assistant-safety.md): runs before any AI provider on every user message.
 * Two layers, and a message is urgent when either says so:
 *
 * - the rules (rules.ts, red-flags.ts): the red-flag catalogue with negation and context;
 * - the learned classifier (classifier/): reaches wording nobody listed; it fires when its
 *   probability that the message needs urgent help passes the threshold chosen on the validation
 *   split for recall (stored with the model).
 *
 * The reply is fixed text chosen by what was found: 911 for a physical emergency, 988 for suicidal
 * thoughts or self-harm, 911 and 988 for an overdose taken on purpose or thoughts of harming others,
 * 911 and the domestic violence hotline for violence at home, same-day help and 988 for frightening
 * thoughts about a baby. Deterministic: the same words always give the same result.
 */

export { normalise } from './normalise';
export { RED_FLAG_RULES, SOURCES } from './red-flags';
export { replyKindFor } from './reply-kind';
export { assessRules, isCrisisCategory, type TRuleFindings } from './rules';
export {
  type TAskUrgency,
  type TUrgencyOpinion,
  wantsSecondOpinion,
  withSecondOpinion,
} from './second-opinion';
export { concernsOf } from './uncertainty';

/**
 * Below the classifier's threshold but above this probability, the concerns of a message (a baby, a
 * danger sign, a reading, severe pain in a body part) are reported with the result; when the
 * assistant then understands nothing it could answer, it gives the 'uncertain' reply instead of a
 * guess, and it never gives a self-care tip beside a concern. Chosen on the validation set
 * (docs/assistant-safety.md#when-it-is-not-sure).
 */
export const UNCERTAIN_FLOOR = 0.1;

/**
 * How much likeness to an emergency backs a bare word found by the rules ('heart attack' said as a
 * report passes easily; a song title or a joke does not).
 */
export const BARE_WORD_FLOOR = 0.05;

/**
 * Whether the rules raise the alarm: always, unless every emergency they found is a bare word or
 * stock phrase ('heart attack', 'anaphylaxis', 'saying goodbye to everyone') and the classifier finds
 * the message nothing like an emergency (below BARE_WORD_FLOOR): a song title, a joke, a move abroad.
 * Then the finding is a concern instead (docs/assistant-safety.md#no-alarm-from-a-bare-word).
 */
export function rulesAlarm(rules: TRuleFindings, pUrgent: number): boolean {
  return rules.isEmergency && !(rules.bareOnly && pUrgent < BARE_WORD_FLOOR);
}

/** Physical emergencies where an ambulance is the right call (the others: the emergency department). */
const AMBULANCE: ReadonlySet<TRedFlagCategory> = new Set([
  'heart_attack',
  'stroke',
  'severe_breathing',
  'anaphylaxis',
  'choking',
  'unconscious',
  'seizure',
  'severe_bleeding',
  'meningitis_signs',
  'sepsis_signs',
  'diabetic_emergency',
  'heat_stroke',
  'hypothermia',
  'carbon_monoxide',
  'burns',
  'poisoning',
  'overdose',
  'infant_emergency',
  'pregnancy_pain_or_bleeding',
  'head_injury',
  'intentional_overdose',
  'harm_to_others',
]);

function triageOf(category: TRedFlagCategory): TTriageLevel {
  return AMBULANCE.has(category) ? 'emergency_ambulance' : 'emergency';
}

/** The safety result with the classifier's reading of the message (for the eval and the benchmark). */
export type TSafetyAssessment = { result: TSafetyResult; classifier: TClassification };

export function assessSafety(
  message: string,
  history: readonly string[] = [],
  options: { model?: TSafetyModel } = {},
): TSafetyResult {
  return assessSafetyWithScores(message, history, options).result;
}

export function assessSafetyWithScores(
  message: string,
  history: readonly string[] = [],
  options: { model?: TSafetyModel } = {},
): TSafetyAssessment {
  const rules = assessRules(message, history);
  const model = options.model ?? safetyModel();
  const classifier = classify(model, message);
  const threshold = isCrisisCategory(classifier.kind as TRedFlagCategory)
    ? (model.trainedOn.crisisThreshold ?? model.trainedOn.threshold)
    : model.trainedOn.threshold;
  const byClassifier = classifier.pUrgent >= threshold;
  const byRules = rulesAlarm(rules, classifier.pUrgent);
  // A bare word the classifier does not back (a song, a move abroad) is a concern, not an alarm.
  const unconfirmed = rules.isEmergency && !byRules;

  const urgent = byRules ? [...rules.urgentCategories] : [];
  if (byClassifier) {
    const found: TRedFlagCategory =
      classifier.kind === 'emergency'
        ? (classifier.category as TRedFlagCategory)
        : (classifier.kind as TRedFlagCategory);
    const known = (RED_FLAG_CATEGORIES as readonly string[]).includes(found) ? found : 'other_emergency';
    // A crisis the rules missed changes the reply; another physical category adds nothing to it.
    const adds = isCrisisCategory(known)
      ? !urgent.includes(known)
      : !urgent.some((c) => !isCrisisCategory(c));
    if (adds) urgent.push(known);
  }

  if (urgent.length === 0) {
    return {
      result: {
        isEmergency: false,
        triage: unconfirmed ? rules.triageWithoutBare : rules.triage,
        categories: rules.categories,
        matchedPhrases: rules.matchedPhrases,
        reply: null,
        replyKind: null,
        help: [],
        detectedBy: null,
        // Concerns count only where the classifier saw some likeness to an emergency, or a rule
        // found an emergency's name it did not back.
        concerns:
          classifier.pUrgent >= UNCERTAIN_FLOOR
            ? [...concernsOf(message), 'resembles_emergency']
            : unconfirmed
              ? [...concernsOf(message), 'alarm_word']
              : [],
      },
      classifier,
    };
  }

  const replyKind = replyKindFor(urgent);
  const triage = byRules ? rules.triage : urgent.map(triageOf).sort(byUrgency)[0]!;
  const categories = [...urgent, ...rules.categories.filter((c) => !urgent.includes(c))];
  const addedByClassifier = urgent.length > (byRules ? rules.urgentCategories.length : 0);
  return {
    result: {
      isEmergency: true,
      triage: EMERGENCY_TRIAGE_LEVELS.includes(triage) ? triage : 'emergency',
      categories,
      matchedPhrases: rules.matchedPhrases,
      reply: SAFETY_REPLIES[replyKind].text,
      replyKind,
      help: [...SAFETY_REPLIES[replyKind].help],
      detectedBy: byRules ? (addedByClassifier ? 'both' : 'rules') : 'classifier',
      concerns: [],
    },
    classifier,
  };
}

function byUrgency(a: TTriageLevel, b: TTriageLevel): number {
  return EMERGENCY_TRIAGE_LEVELS.indexOf(a) - EMERGENCY_TRIAGE_LEVELS.indexOf(b);
}
