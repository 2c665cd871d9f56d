import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness';
import { foreignKeys, publicTables, userReferenceColumns } from '../../test/user-references';
import { defineUserDataRegistry, type UserDataArea, userDataArea } from './user-data';

/**
 * Tables holding something of a person that the data export deliberately leaves out, and why. Every
 * one of them is either erased by an area (its `erasedOnly`) or kept on purpose (KEPT below); a
 * table added to either needs its reason here (docs/product/data-rights.md).
 */
const NOT_EXPORTED: Record<string, string> = {
  // Kept after deletion: the legal record of who read or wrote whose health record, when, from
  // which request. Ids and actions only, no health values; the deletion adds its own row. It records
  // what the service did, not what the person gave us, so it is not in their archive either.
  audit_log: 'kept, not exported',
  // Pending email-verification and password-reset tokens: secrets, useless outside the app.
  verifications: 'erased by auth, not exported',
  // Copies of the mail sent to the person (verification, reset and export links), keyed by address.
  outbox: 'erased by the infrastructure step, not exported',
  // Throttling counters whose keys contain an email or a user id (failed sign-ins, export requests).
  rate_limits: 'erased by the infrastructure step, not exported',
  // The card processor's events about the person's payments (intent reference, status, amount):
  // bookkeeping of what was applied once; the payments themselves are exported.
  payment_events: 'erased by billing, not exported',
  // The sandbox card processor's records (payer's id in metadata, card tokens): the billing tables
  // are the person's record of their payments.
  sandbox_intents: 'erased by payments-sandbox, not exported',
  sandbox_cards: 'erased by payments-sandbox, not exported',
  sandbox_events: 'erased by payments-sandbox, not exported',
};

/** Tables no area erases: their rows of a person stay after the account is deleted. */
const KEPT = ['audit_log'];

/** Reference data with nothing of any person in it. */
const REFERENCE_DATA = [
  // The food tables behind the nutrition search (USDA data and our aliases).
  'nutrition_foods',
  'nutrition_food_dataset',
  // Views of public practitioner profiles: a count per listing and day, no viewer. They go with the
  // listing (a foreign key), which the practitioners area erases with its practitioner.
  'practitioner_profile_views',
  // The analytics dashboard's daily totals, sessions (the tracker's random per-tab id) and feature
  // counts: no user id.
  'analytics_rollup_days',
  'analytics_session_days',
  'analytics_feature_days',
  // The daily admin report's days (when sent, to how many) and the server errors it counts (method,
  // route pattern, status, request id): operational records about no one.
  'admin_report_runs',
  'server_errors',
];

let ctx: TestContext;
let registry: readonly UserDataArea[];
beforeAll(async () => {
  ctx = await createTestApp();
  registry = ctx.app.services.userData;
});
afterAll(async () => {
  await ctx?.close();
});

const exportedTables = () => new Set(registry.flatMap((entry) => entry.tables));
const erasedOnlyTables = () => new Set(registry.flatMap((entry) => entry.erasedOnly ?? []));

describe('the user data registry', () => {
  it('has an area that exports and erases every table holding a user id', async () => {
    const references = await userReferenceColumns(ctx.database.pool);
    // The detection itself: it finds foreign keys and ids kept without one.
    expect(references).toEqual(
      expect.arrayContaining([
        { table: 'symptoms', column: 'user_id' },
        { table: 'audit_log', column: 'subject_user_id' },
        { table: 'users', column: 'id' },
      ]),
    );
    const exported = exportedTables();
    const forgotten = [...new Set(references.map((r) => r.table))].filter(
      (table) => !exported.has(table) && !KEPT.includes(table),
    );
    expect(forgotten, 'tables with a user id that no area exports and erases').toEqual([]);
  });

  it('classifies every table of the database', async () => {
    const classified = new Set([...exportedTables(), ...erasedOnlyTables(), ...KEPT, ...REFERENCE_DATA]);
    const tables = await publicTables(ctx.database.pool);
    expect(tables.length).toBeGreaterThan(20);
    expect(tables.filter((table) => !classified.has(table))).toEqual([]);
    // And names only tables that exist.
    expect([...classified].filter((table) => !tables.includes(table))).toEqual([]);
  });

  it('gives a reason for every table left out of the export', () => {
    const leftOut = [...erasedOnlyTables(), ...KEPT].sort();
    expect(leftOut).toEqual(Object.keys(NOT_EXPORTED).sort());
    for (const table of KEPT)
      expect(exportedTables().has(table) || erasedOnlyTables().has(table)).toBe(false);
  });

  it('lists the areas in foreign-key order, so the erasure (backwards) deletes referencing rows first', async () => {
    const areaIndex = new Map<string, number>();
    registry.forEach((entry, index) => {
      for (const table of [...entry.tables, ...(entry.erasedOnly ?? [])]) areaIndex.set(table, index);
    });
    const keys = await foreignKeys(ctx.database.pool);
    expect(keys).toEqual(expect.arrayContaining([{ from: 'comments', to: 'posts' }]));
    const wrong = keys.filter(({ from, to }) => {
      const referencing = areaIndex.get(from);
      const referenced = areaIndex.get(to);
      return referencing !== undefined && referenced !== undefined && referenced > referencing;
    });
    expect(wrong, 'a referenced table whose area comes after the referencing one').toEqual([]);
    expect(registry[0]?.area).toBe('auth');
  });
});

describe('defineUserDataRegistry', () => {
  const area = (name: string, tables: string[], erasedOnly: string[] = []) =>
    userDataArea(
      name,
      tables,
      { exportForUser: async () => ({}), eraseForUser: async () => {} },
      { erasedOnly },
    );

  it('refuses a table claimed by two areas', () => {
    expect(() =>
      defineUserDataRegistry([area('auth', ['users']), area('a', ['x']), area('b', [], ['x'])]),
    ).toThrow('Table x is registered by both a and b');
  });

  it('wants the area of the users table first (erased last)', () => {
    expect(() => defineUserDataRegistry([area('a', ['x']), area('auth', ['users'])])).toThrow(
      /must come first/,
    );
    expect(defineUserDataRegistry([area('auth', ['users']), area('a', ['x'])]).map((e) => e.area)).toEqual([
      'auth',
      'a',
    ]);
  });
});
