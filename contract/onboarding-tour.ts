import { z } from 'zod';
import { ZHelpLine, ZSafetyReplyKind } from './assistant';
import { ZCreateSymptomRequest, ZSymptom } from './symptoms';

/**
 * The guided tour's saved place and what it hands to the records
 * (docs/product/onboarding.md#resuming-the-tour):
 * - GET /api/onboarding-tour/progress → the caller's saved step and answers, or null;
 *   PUT saves them (replacing); DELETE clears them (the tour finished).
 * - POST /api/onboarding-tour/log-symptoms logs the symptoms the person agreed to add to their symptom
 *   log, all or none.
 * The answers are health data: encrypted at rest, every read and write audited.
 */

export const ONBOARDING_TOUR_LIMITS = {
  /** Steps are numbered from 0 (Welcome) to 5 (Join Communities). */
  stepMax: 5,
  /** One text answer (a description, a comma-separated list). */
  textMax: 2000,
  /** One short answer (age, city, state, ZIP, duration). */
  shortTextMax: 100,
  listMax: 50,
  itemMax: 200,
  /** Chat messages kept with the progress. */
  chatMax: 100,
  chatMessageMax: 8000,
  /** Symptoms logged at once. */
  symptomsMax: 20,
} as const;

export const ONBOARDING_TOUR_MESSAGES = {
  step: `The step must be a whole number from 0 to ${ONBOARDING_TOUR_LIMITS.stepMax}.`,
  answerTooLong: 'This answer is too long to save.',
  listTooLong: `Please keep lists to at most ${ONBOARDING_TOUR_LIMITS.listMax} entries.`,
  chatTooLong: `The saved conversation can hold at most ${ONBOARDING_TOUR_LIMITS.chatMax} messages.`,
  symptomsRequired: 'Choose at least one symptom to log.',
  symptomsTooMany: `Please log at most ${ONBOARDING_TOUR_LIMITS.symptomsMax} symptoms at once.`,
  /** Toasts of the last step. */
  symptomsLogged: 'Added to your symptom log',
  symptomsLogFailed: 'Your symptoms could not be added to your log',
} as const;

const zShort = z.string().max(ONBOARDING_TOUR_LIMITS.shortTextMax, ONBOARDING_TOUR_MESSAGES.answerTooLong);
const zText = z.string().max(ONBOARDING_TOUR_LIMITS.textMax, ONBOARDING_TOUR_MESSAGES.answerTooLong);
const zList = z
  .array(z.string().max(ONBOARDING_TOUR_LIMITS.itemMax, ONBOARDING_TOUR_MESSAGES.answerTooLong))
  .max(ONBOARDING_TOUR_LIMITS.listMax, ONBOARDING_TOUR_MESSAGES.listTooLong);

/**
 * The tour's answers as its form holds them (unvalidated, possibly half-filled: the person is still
 * answering). Every field optional; unknown fields are dropped.
 */
export const ZTourAnswers = z.object({
  age: zShort.optional(),
  gender: z.enum(['male', 'female', 'other', 'prefer_not_to_say']).optional(),
  city: zShort.optional(),
  state: zShort.optional(),
  zipCode: zShort.optional(),
  chronicConditions: zList.optional(),
  currentMedications: zText.optional(),
  allergies: zText.optional(),
  familyHistory: zText.optional(),
  previousSurgeries: zText.optional(),
  primarySymptoms: zList.optional(),
  symptomDescription: zText.optional(),
  severity: z.number().int().min(1).max(10).optional(),
  duration: zShort.optional(),
  triggers: zText.optional(),
  improvingFactors: zText.optional(),
  worseningFactors: zText.optional(),
});
export type TTourAnswers = z.infer<typeof ZTourAnswers>;

/** One message of the tour's AI Assistant mode, kept so a reload shows the conversation. */
export const ZTourChatEntry = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(ONBOARDING_TOUR_LIMITS.chatMessageMax, ONBOARDING_TOUR_MESSAGES.answerTooLong),
  isEmergency: z.boolean().optional(),
  replyKind: ZSafetyReplyKind.nullable().optional(),
  help: z.array(ZHelpLine).max(3).optional(),
  /** What the reply filled in, as shown under it. */
  filled: z.array(z.string().max(50)).max(20).optional(),
  /** Where the person lives as the reply understood it ('San Francisco, CA 94110'). */
  location: z.string().max(200).optional(),
});
export type TTourChatEntry = z.infer<typeof ZTourChatEntry>;

/** PUT /api/onboarding-tour/progress. */
export const ZTourProgressRequest = z.object({
  step: z
    .number({ error: ONBOARDING_TOUR_MESSAGES.step })
    .int(ONBOARDING_TOUR_MESSAGES.step)
    .min(0, ONBOARDING_TOUR_MESSAGES.step)
    .max(ONBOARDING_TOUR_LIMITS.stepMax, ONBOARDING_TOUR_MESSAGES.step),
  answers: ZTourAnswers,
  mode: z.enum(['questionnaire', 'assistant']).default('questionnaire'),
  chat: z
    .array(ZTourChatEntry)
    .max(ONBOARDING_TOUR_LIMITS.chatMax, ONBOARDING_TOUR_MESSAGES.chatTooLong)
    .default([]),
});
export type TTourProgressRequest = z.input<typeof ZTourProgressRequest>;

export const ZTourProgress = ZTourProgressRequest.extend({
  /** ISO 8601. */
  updatedAt: z.string(),
});
export type TTourProgress = z.infer<typeof ZTourProgress>;
export const ZTourProgressOrNull = ZTourProgress.nullable();

/** POST /api/onboarding-tour/log-symptoms: each symptom as the symptom log takes it. */
export const ZTourLogSymptomsRequest = z.object({
  symptoms: z
    .array(ZCreateSymptomRequest.omit({ userId: true }), { error: ONBOARDING_TOUR_MESSAGES.symptomsRequired })
    .min(1, ONBOARDING_TOUR_MESSAGES.symptomsRequired)
    .max(ONBOARDING_TOUR_LIMITS.symptomsMax, ONBOARDING_TOUR_MESSAGES.symptomsTooMany),
});
export type TTourLogSymptomsRequest = z.input<typeof ZTourLogSymptomsRequest>;

export const ZTourLogSymptomsResponse = z.object({ logged: z.array(ZSymptom) });
export type TTourLogSymptomsResponse = z.infer<typeof ZTourLogSymptomsResponse>;
