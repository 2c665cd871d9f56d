import { z } from 'zod';

/** The event names the client sends (docs/product/analytics.md#what-is-tracked). */
export const ANALYTICS_EVENTS = [
  'page_view',
  'user_action',
  'button_click',
  'form_submission',
  'error_occurred',
  'symptom_tracking',
  'ai_chat',
  'premium_feature_access',
  'search',
  'onboarding_step_abandoned',
  'premium_upgrade',
  'user_signup_completed',
  'user_signin_completed',
  'app_launched',
  'returning_user_session',
  'new_user_session',
  'content_viewed',
  'premium_upgrade_clicked',
  'challenge_join_clicked',
  'daily_task_completed',
  'product_viewed',
  'affiliate_click',
] as const;

export const ANALYTICS_LIMITS = {
  nameMax: 64,
  propertiesMaxBytes: 2048,
  propertiesMaxKeys: 20,
  batchMax: 50,
  clientSessionIdMax: 64,
} as const;

const ZProperties = z
  .record(z.string().max(64), z.unknown())
  .optional()
  .default({})
  .refine((p) => Object.keys(p).length <= ANALYTICS_LIMITS.propertiesMaxKeys, 'Too many properties')
  .refine(
    // Bytes, not characters: the cap is on what is stored.
    (p) => new TextEncoder().encode(JSON.stringify(p)).length <= ANALYTICS_LIMITS.propertiesMaxBytes,
    'Properties are too large',
  );

const ZEventName = z
  .string()
  .min(1)
  .max(ANALYTICS_LIMITS.nameMax)
  .regex(/^[a-z][a-z0-9_]*$/, 'Event names are lower_snake_case');

const ZClientSessionId = z.string().max(ANALYTICS_LIMITS.clientSessionIdMax).optional();

export const ZTrackRequest = z.object({
  event: ZEventName,
  properties: ZProperties,
  clientSessionId: ZClientSessionId,
});
export const ZFeatureUsageRequest = z.object({
  feature: ZEventName,
  properties: ZProperties,
  clientSessionId: ZClientSessionId,
});
export const ZConversionRequest = z.object({
  step: ZEventName,
  properties: ZProperties,
  clientSessionId: ZClientSessionId,
});
/** The tracker's batch form of /api/analytics/track (one request per flush). */
export const ZTrackBatchRequest = z.object({
  events: z
    .array(
      z.object({
        kind: z.enum(['event', 'feature', 'conversion']).default('event'),
        name: ZEventName,
        properties: ZProperties,
        at: z.string().datetime().optional(),
      }),
    )
    .min(1)
    .max(ANALYTICS_LIMITS.batchMax),
  clientSessionId: ZClientSessionId,
});
export type TTrackBatchRequest = z.input<typeof ZTrackBatchRequest>;
