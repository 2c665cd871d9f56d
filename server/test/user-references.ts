import type pg from 'pg';

export type UserReference = { table: string; column: string };

/**
 * The columns of the migrated database that hold a user's id, found two ways so that neither a
 * column name nor a missing constraint hides one:
 * - every column of a foreign key to `users` (whatever it is called), read from pg_constraint;
 * - every column named `user_id`, `userid` or ending in `_user_id` (such as `audit_log.subject_user_id`),
 *   which catches ids kept on purpose without a foreign key so that they outlive the account;
 * plus `users.id` itself. Tables that name a person another way (an email in `outbox.to`, a key in
 * `rate_limits`) cannot be found by their columns: user-data.int.test.ts makes every table of the
 * database be classified instead.
 */
export async function userReferenceColumns(pool: pg.Pool): Promise<UserReference[]> {
  const { rows } = await pool.query<UserReference>(`
    SELECT rel.relname AS "table", att.attname AS "column"
      FROM pg_constraint con
      JOIN pg_class rel ON rel.oid = con.conrelid
      JOIN pg_namespace ns ON ns.oid = rel.relnamespace
      JOIN pg_attribute att ON att.attrelid = con.conrelid AND att.attnum = ANY (con.conkey)
     WHERE con.contype = 'f'
       AND con.confrelid = 'public.users'::regclass
       AND ns.nspname = 'public'
    UNION
    SELECT c.table_name, c.column_name
      FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = 'public'
       AND t.table_type = 'BASE TABLE'
       AND c.column_name ~* '(^|_)user_?id$'
    UNION
    SELECT 'users', 'id'
     ORDER BY 1, 2`);
  return rows;
}

/** Every table of the application's schema. */
export async function publicTables(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ table: string }>(`
    SELECT table_name AS "table" FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
     ORDER BY 1`);
  return rows.map((row) => row.table);
}

/** Every foreign key between tables of the application's schema: `from` references `to`. */
export async function foreignKeys(pool: pg.Pool): Promise<{ from: string; to: string }[]> {
  const { rows } = await pool.query<{ from: string; to: string }>(`
    SELECT DISTINCT src.relname AS "from", dst.relname AS "to"
      FROM pg_constraint con
      JOIN pg_class src ON src.oid = con.conrelid
      JOIN pg_class dst ON dst.oid = con.confrelid
      JOIN pg_namespace ns ON ns.oid = src.relnamespace
     WHERE con.contype = 'f' AND ns.nspname = 'public'
     ORDER BY 1, 2`);
  return rows;
}
