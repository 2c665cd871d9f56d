import { z } from 'zod';

/**
 * Intermittent fasting (docs/product/premium.md#fasting, a Premium feature): start and stop a fast with a
 * protocol (16:8, 18:6, 20:4 or custom 1–72 hours), one fast in progress at a time, history with the
 * actual duration and whether the target was reached, and a safety note acknowledged once before
 * the first fast.
 */

export const FASTING_PROTOCOLS = ['16:8', '18:6', '20:4', 'custom'] as const;
export const ZFastingProtocol = z.enum(FASTING_PROTOCOLS);
export type TFastingProtocol = z.infer<typeof ZFastingProtocol>;

/** Fasting hours of the fixed protocols: the first number of 'fast:eat'. */
export const PROTOCOL_HOURS: Record<Exclude<TFastingProtocol, 'custom'>, number> = {
  '16:8': 16,
  '18:6': 18,
  '20:4': 20,
};

export const FASTING_LIMITS = {
  customMinHours: 1,
  customMaxHours: 72,
  /** Finished fasts returned in the history, newest first. */
  historyMax: 20,
} as const;

export const FASTING_MESSAGES = {
  protocolRequired: 'Choose a fasting protocol',
  customHoursRange: 'Choose a whole number of hours from 1 to 72',
  alreadyActive: 'You already have a fast in progress. Stop it before starting a new one.',
  noneActive: 'You have no fast in progress.',
  noteRequired: 'Please read and acknowledge the note about fasting before your first fast.',
  started: 'Fast started',
  startFailed: 'Could not start your fast',
  stopped: 'Fast ended',
  stopFailed: 'Could not stop your fast',
} as const;

/**
 * Shown once before the first fast. The helpline is ANAD's (National Association of
 * Anorexia Nervosa and Associated Disorders), https://anad.org/eating-disorder-helpline/ — free,
 * in the United States. 988 is the US Suicide & Crisis Lifeline. Check both before each release.
 */
export const FASTING_NOTE = {
  title: 'Before your first fast',
  body: [
    'Fasting is not right for everyone. If you have, or have had, an eating disorder, please talk to your doctor or another clinician before you start fasting.',
    'Please also check with a clinician first if you are pregnant or breastfeeding, under 18, have diabetes or take medicines that affect your blood sugar.',
  ],
  helplineName: 'ANAD Eating Disorder Helpline',
  helplinePhone: '1-888-375-7767',
  helplineTel: '+18883757767',
  helplineUrl: 'https://anad.org/eating-disorder-helpline/',
  crisis: 'If you are in crisis or thinking about harming yourself, call or text 988 (US).',
  acknowledge: 'I understand',
} as const;

/** POST /api/fasting/start. `customHours` only (and required) with the custom protocol. */
export const ZStartFastRequest = z
  .object({
    protocol: z.enum(FASTING_PROTOCOLS, { error: FASTING_MESSAGES.protocolRequired }),
    customHours: z.number().optional().nullable(),
  })
  .superRefine((value, ctx) => {
    if (value.protocol !== 'custom') return;
    const hours = value.customHours;
    if (
      typeof hours !== 'number' ||
      !Number.isInteger(hours) ||
      hours < FASTING_LIMITS.customMinHours ||
      hours > FASTING_LIMITS.customMaxHours
    ) {
      ctx.addIssue({ code: 'custom', path: ['customHours'], message: FASTING_MESSAGES.customHoursRange });
    }
  });
export type TStartFastRequest = z.input<typeof ZStartFastRequest>;

export const ZFast = z.object({
  id: z.string(),
  protocol: ZFastingProtocol,
  targetHours: z.number().int(),
  startedAt: z.string(),
  /** null while the fast is in progress. */
  endedAt: z.string().nullable(),
  /** When the target is reached (startedAt + targetHours). */
  targetAt: z.string(),
  /** Whole minutes fasted: until endedAt, or until the answer was made while in progress. */
  durationMinutes: z.number().int(),
  targetReached: z.boolean(),
});
export type TFast = z.infer<typeof ZFast>;

/** GET /api/fasting. */
export const ZFastingState = z.object({
  noteAcknowledged: z.boolean(),
  active: ZFast.nullable(),
  /** Finished fasts, newest first (at most 20). */
  history: z.array(ZFast),
  /** The server's clock when answering, so a live timer can correct a wrong device clock. */
  serverTime: z.string(),
});
export type TFastingState = z.infer<typeof ZFastingState>;

export const ZFastingNoteAcknowledged = z.object({
  noteAcknowledged: z.literal(true),
  acknowledgedAt: z.string(),
});
