import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The directory's full-text search document (docs/product/practitioners.md#search): name and specialty
 * weigh A, conditions treated B, the bio C. Each field is indexed twice: with the 'english' configuration
 * (stems, so 'migraines' finds 'migraine') and with 'simple' (whole words, so a partly typed word
 * matches as a prefix). `iw_text_array_to_string` is array_to_string declared immutable, which a
 * generated column needs (created in server/db/migrations/0006_practitioner_search.sql).
 */
const searchDocument = (t: {
  firstName: unknown;
  lastName: unknown;
  specialty: unknown;
  conditionsTreated: unknown;
  bio: unknown;
}): SQL => {
  const names = sql`${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.specialty}`;
  const conditions = sql`iw_text_array_to_string(${t.conditionsTreated}, ' ; ')`;
  const field = (text: SQL, weight: 'A' | 'B' | 'C') =>
    sql`setweight(to_tsvector('english'::regconfig, ${text}) || to_tsvector('simple'::regconfig, ${text}), '${sql.raw(weight)}')`;
  return sql`${field(names, 'A')} || ${field(conditions, 'B')} || ${field(sql`${t.bio}`, 'C')}`;
};

/**
 * The practitioner directory. Seeded demo listings (`is_demo`) and, once provider accounts exist,
 * practitioners' own profiles (`user_id`) live here side by side; only
 * approved rows are listed. Latitude and longitude come from the ZIP code (`zipcodes` package) so
 * distances are computed in SQL.
 */
export const practitioners = pgTable(
  'practitioners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The practitioner's own account, for profiles created through provider signup; null for demo rows. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    specialty: text('specialty').notNull(),
    credentials: text('credentials').array().notNull().default(sql`'{}'::text[]`),
    profileImageUrl: text('profile_image_url'),
    /** Out of 5, one decimal; read as a string ('4.8'), as the API sends it. */
    rating: numeric('rating', { precision: 2, scale: 1 }).notNull().default('0.0'),
    reviewCount: integer('review_count').notNull().default(0),
    /** Per session (or hour, as the practice sets it), in cents. */
    consultationFeeCents: integer('consultation_fee_cents').notNull(),
    bio: text('bio').notNull().default(''),
    /** Conditions the practitioner treats ('Migraine', 'Irritable bowel syndrome'), searchable. */
    conditionsTreated: text('conditions_treated').array().notNull().default(sql`'{}'::text[]`),
    availableForVideo: boolean('available_for_video').notNull().default(false),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Every specialty of the listing (the first is `specialty`); demo rows have their one. */
    specialties: text('specialties').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The directory's specialty filter values this listing appears under (contract/practitioners.ts),
     * derived from `specialties` (docs/product/practice.md#vocabularies-and-money).
     */
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    languages: text('languages').array().notNull().default(sql`'{English}'::text[]`),
    acceptingNewPatients: boolean('accepting_new_patients').notNull().default(true),
    experienceYears: integer('experience_years'),
    education: text('education').notNull().default(''),
    availableHours: text('available_hours').notNull().default(''),
    acceptsInsurance: boolean('accepts_insurance').notNull().default(false),
    insurance: text('insurance').notNull().default(''),
    website: text('website').notNull().default(''),
    /** The practice's address line as the practitioner wrote it. */
    location: text('location').notNull().default(''),
    /** Set when an admin approved the practitioner's licence and profile. */
    isVerified: boolean('is_verified').notNull().default(false),
    /** Fictional seeded listing, shown with a 'Demo listing' marker. */
    isDemo: boolean('is_demo').notNull().default(false),
    /** Listed in the directory: demo rows, and provider profiles once an admin approves them. */
    isApproved: boolean('is_approved').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs((): SQL => searchDocument(practitioners)),
  },
  (t) => [
    index('practitioners_search_idx').using('gin', t.search),
    uniqueIndex('practitioners_user_idx').on(t.userId).where(sql`${t.userId} IS NOT NULL`),
    index('practitioners_listed_specialty_idx').on(t.specialty).where(sql`${t.isApproved}`),
    index('practitioners_demo_idx').on(t.isDemo).where(sql`${t.isDemo}`),
    check('practitioners_rating_range', sql`${t.rating} BETWEEN 0 AND 5`),
    check('practitioners_review_count_positive', sql`${t.reviewCount} >= 0`),
    check('practitioners_fee_positive', sql`${t.consultationFeeCents} >= 0`),
    index('practitioners_categories_idx').using('gin', t.categories),
  ],
);

/**
 * 'Request Practitioner Type' (docs/product/practitioners.md#request-a-practitioner-type): a user asks for a
 * kind of practitioner near them. Admins read these. The note may describe the person's health, so it is
 * encrypted at rest.
 */
export const practitionerTypeRequests = pgTable(
  'practitioner_type_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    specialty: text('specialty').notNull(),
    /** Encrypted (FieldCipher); null when the user left no note. */
    noteEnc: text('note_enc'),
    /** The user's ZIP code when they asked, so admins know where to look. */
    zipCode: text('zip_code'),
    /** When an admin marked the request handled (docs/product/admin.md#moderation); null while open. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('practitioner_type_requests_time_idx').on(t.createdAt.desc()),
    index('practitioner_type_requests_user_idx').on(t.userId),
  ],
);

/**
 * A practitioner's own profile: the working copy they edit and submit, with its review state
 * (docs/product/practice.md#profile-and-review). `practitioner_id` is their directory row, made at
 * signup and listed only once an admin approves; approval copies this profile onto it, so a live
 * listing keeps showing its approved version while later edits wait for review. The practice plan
 * and its trial live here too.
 */
export const practitionerProfiles = pgTable(
  'practitioner_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    practitionerId: uuid('practitioner_id')
      .notNull()
      .references(() => practitioners.id, { onDelete: 'cascade' }),
    /** draft (never submitted), pending (waiting for review), approved, rejected. */
    status: text('status').notNull().default('draft'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** The practice's contact email (may differ from the sign-in email). */
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    specialties: text('specialties').array().notNull().default(sql`'{}'::text[]`),
    certifications: text('certifications').array().notNull().default(sql`'{}'::text[]`),
    /** What the signup's credentials field said ('MD, ND'), kept for admins. */
    credentialsText: text('credentials_text').notNull().default(''),
    bio: text('bio').notNull().default(''),
    experienceYears: integer('experience_years'),
    location: text('location').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    consultationFeeCents: integer('consultation_fee_cents'),
    availableHours: text('available_hours').notNull().default(''),
    languages: text('languages').array().notNull().default(sql`'{English}'::text[]`),
    education: text('education').notNull().default(''),
    acceptsInsurance: boolean('accepts_insurance').notNull().default(false),
    insurance: text('insurance').notNull().default(''),
    telehealth: boolean('telehealth').notNull().default(false),
    acceptingNewPatients: boolean('accepting_new_patients').notNull().default(true),
    website: text('website').notNull().default(''),
    licenseState: text('license_state'),
    licenseNumber: text('license_number'),
    /** Storage key of the re-encoded photo (server/lib/uploads.ts), null without one. */
    photoKey: text('photo_key'),
    /** The practice plan chosen at signup (catalogue code, e.g. starter_monthly). */
    planCode: text('plan_code').notNull().default('starter_monthly'),
    trialStartedAt: timestamp('trial_started_at', { withTimezone: true }),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('practitioner_profiles_user_idx').on(t.userId),
    uniqueIndex('practitioner_profiles_practitioner_idx').on(t.practitionerId),
    index('practitioner_profiles_review_idx').on(t.status, t.submittedAt),
    check(
      'practitioner_profiles_status_values',
      sql`${t.status} IN ('draft', 'pending', 'approved', 'rejected')`,
    ),
    check(
      'practitioner_profiles_fee_positive',
      sql`${t.consultationFeeCents} IS NULL OR ${t.consultationFeeCents} >= 0`,
    ),
  ],
);

/**
 * A patient's request for a consultation (docs/product/practice.md#consultation-requests). The reason,
 * the preferred times, the practitioner's note and the records the patient chose to share are health
 * data: encrypted at rest (FieldCipher). Belongs to the patient (export, erasure); the practitioner
 * reads the requests sent to them.
 */
export const consultationRequests = pgTable(
  'consultation_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    practitionerId: uuid('practitioner_id')
      .notNull()
      .references(() => practitioners.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode').notNull(),
    status: text('status').notNull().default('pending'),
    /** Sent by a Premium member: shown first and marked priority. */
    priority: boolean('priority').notNull().default(false),
    reasonEnc: text('reason_enc').notNull(),
    preferredTimesEnc: text('preferred_times_enc').notNull(),
    /** JSON of the shared records (contract ZSharedRecords), encrypted. */
    sharedEnc: text('shared_enc').notNull(),
    proposedTime: timestamp('proposed_time', { withTimezone: true }),
    practitionerNoteEnc: text('practitioner_note_enc'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    index('consultation_requests_practitioner_idx').on(t.practitionerId, t.createdAt.desc()),
    index('consultation_requests_user_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('consultation_requests_one_pending_idx')
      .on(t.practitionerId, t.userId)
      .where(sql`${t.status} = 'pending'`),
    check('consultation_requests_mode_values', sql`${t.mode} IN ('video', 'in_person')`),
    check(
      'consultation_requests_status_values',
      sql`${t.status} IN ('pending', 'accepted', 'declined', 'cancelled')`,
    ),
  ],
);

/** One rating and review per patient and practitioner, after an accepted request. Public text. */
export const practitionerReviews = pgTable(
  'practitioner_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    practitionerId: uuid('practitioner_id')
      .notNull()
      .references(() => practitioners.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('practitioner_reviews_one_idx').on(t.practitionerId, t.userId),
    index('practitioner_reviews_user_idx').on(t.userId),
    check('practitioner_reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

/** Views of a public profile per day, counted without the viewer (docs/product/practice.md#dashboard). */
export const practitionerProfileViews = pgTable(
  'practitioner_profile_views',
  {
    practitionerId: uuid('practitioner_id')
      .notNull()
      .references(() => practitioners.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [uniqueIndex('practitioner_profile_views_day_idx').on(t.practitionerId, t.day)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * A practitioner's profile photos, re-encoded like profile avatars (docs/product/practice.md#profile-and-review).
 * Kept by key, not per person: the working copy points at its newest photo (`photo_key`) while a live
 * listing may still show the approved one (`profile_image_url`), so both can exist until a review decides.
 * Photos neither points at are deleted when a new one is uploaded or the photo is removed.
 */
export const practitionerPhotos = pgTable(
  'practitioner_photos',
  {
    key: uuid('key').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    practitionerId: uuid('practitioner_id')
      .notNull()
      .references(() => practitioners.id, { onDelete: 'cascade' }),
    bytes: bytea('bytes').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('practitioner_photos_practitioner_idx').on(t.practitionerId)],
);
