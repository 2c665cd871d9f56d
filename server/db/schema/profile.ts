import { boolean, customType, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The user profile, the parts better-auth's `users` row does not hold: the privacy flags
 * (marketing consent stays on `users`, where signup writes it) and the chosen emoji avatar.
 */
export const userSettings = pgTable('user_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dataProcessingConsent: boolean('data_processing_consent').notNull().default(true),
  analyticsConsent: boolean('analytics_consent').notNull().default(false),
  ccpaOptOut: boolean('ccpa_opt_out').notNull().default(false),
  /**
   * May the assistant send this user's (scrubbed) conversation to a remote AI provider
   * (docs/product/profile.md#privacy-consents).
   */
  aiRemoteConsent: boolean('ai_remote_consent').notNull().default(false),
  /** One of contract/profile.ts AVATAR_IDS, or null. */
  avatarId: text('avatar_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Medical conditions, medications and allergies: health data, one AES-256-GCM encrypted JSON
 * object `{ medicalConditions, medications, allergies }` (docs/data-protection.md).
 */
export const userMedicalLists = pgTable('user_medical_lists', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  listsEnc: text('lists_enc').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An uploaded profile picture, re-encoded (256×256 WebP, no metadata); stateless app servers. */
export const avatars = pgTable('avatars', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
  contentType: text('content_type').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
