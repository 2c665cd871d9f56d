import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
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
    /** Whole dollars per session. */
    consultationFee: integer('consultation_fee').notNull(),
    bio: text('bio').notNull().default(''),
    /** Conditions the practitioner treats ('Migraine', 'Irritable bowel syndrome'), searchable. */
    conditionsTreated: text('conditions_treated').array().notNull().default(sql`'{}'::text[]`),
    availableForVideo: boolean('available_for_video').notNull().default(false),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
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
    check('practitioners_fee_positive', sql`${t.consultationFee} >= 0`),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('practitioner_type_requests_time_idx').on(t.createdAt.desc()),
    index('practitioner_type_requests_user_idx').on(t.userId),
  ],
);
