import type pg from 'pg';
import { type FieldCipher, FieldDecryptionError } from '../lib/crypto';

/**
 * Every encrypted column of the database, and the re-encryption of their values with the current key
 * and their place (docs/data-protection.md#keys-and-rotation). Used by `npm run keys:rotate`
 * (scripts/keys-rotate.ts) and, for health data still in clear from before it was encrypted (symptom
 * names), at every start (server/main.ts).
 *
 * Works in batches, each batch one transaction holding its rows' locks, so the app may keep running;
 * a run that stops half-way has changed only whole batches, every row stays readable with the keys
 * configured, and the next run carries on where it stopped (it only picks rows still to do).
 *
 * `ENCRYPTED_COLUMNS` lists every encrypted column; a test (scripts/keys-rotate.int.test.ts) compares
 * it with the database's `*_enc` columns, so a new one cannot be forgotten.
 */
export type EncryptedTable = {
  table: string;
  /** The primary key (one column): the row id the values are bound to. */
  id: string;
  columns: readonly string[];
  /**
   * Encrypted columns that replaced a clear one (encrypted column → clear column): a value still in
   * clear is encrypted into its column and the clear one set to null.
   */
  fromClear?: Readonly<Record<string, string>>;
};

export const ENCRYPTED_COLUMNS: readonly EncryptedTable[] = [
  {
    table: 'symptoms',
    id: 'id',
    columns: ['symptom_name_enc', 'description_enc', 'triggers_enc'],
    fromClear: { symptom_name_enc: 'symptom_name' },
  },
  { table: 'chat_messages', id: 'id', columns: ['content_enc', 'meta_enc'] },
  { table: 'health_metrics', id: 'id', columns: ['note_enc'] },
  { table: 'exercise_completions', id: 'id', columns: ['note_enc'] },
  { table: 'nutrition_analyses', id: 'id', columns: ['summary_enc', 'result_enc'] },
  { table: 'onboarding_answers', id: 'user_id', columns: ['answers_enc'] },
  { table: 'onboarding_tour_progress', id: 'user_id', columns: ['answers_enc'] },
  { table: 'user_medical_lists', id: 'user_id', columns: ['lists_enc'] },
  { table: 'practitioner_type_requests', id: 'id', columns: ['note_enc'] },
  {
    table: 'consultation_requests',
    id: 'id',
    columns: ['reason_enc', 'preferred_times_enc', 'shared_enc', 'practitioner_note_enc'],
  },
  { table: 'challenge_requests', id: 'id', columns: ['focus_enc', 'goal_enc', 'note_enc'] },
  {
    table: 'feedback',
    id: 'id',
    columns: [
      'subject_enc',
      'message_enc',
      'most_liked_feature_enc',
      'least_liked_feature_enc',
      'suggested_improvements_enc',
      'additional_features_enc',
      'email_enc',
    ],
  },
  { table: 'data_exports', id: 'id', columns: ['archive_enc'] },
  { table: 'success_stories', id: 'id', columns: ['content_enc', 'review_note_enc'] },
  { table: 'admin_two_factor', id: 'user_id', columns: ['secret_enc'] },
];

export type RotationResult = {
  /** Values re-encrypted with the current key and their place. */
  values: number;
  /** Rows that had at least one value re-encrypted. */
  rows: number;
  /** Values that could not be read (logged with their place); left as they are. */
  unreadable: number;
};

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * SQL true for a row holding a value not yet written with the current key (`$1` is its prefix; the
 * clear-only mode does not compare it, so it is typed and bound by a condition that always holds).
 */
function pendingCondition(spec: EncryptedTable, currentPrefix: string, clearOnly: boolean): string {
  const pending = [
    ...(clearOnly ? [] : spec.columns).map(
      (c) => `(${quote(c)} IS NOT NULL AND left(${quote(c)}, ${currentPrefix.length}) <> $1)`,
    ),
    ...Object.values(spec.fromClear ?? {}).map((clear) => `${quote(clear)} IS NOT NULL`),
  ].join(' OR ');
  return clearOnly ? `$1::text IS NOT NULL AND (${pending})` : pending;
}

/** Rows of `spec` holding a value not yet written with the current key (ids after `after`). */
function pendingQuery(
  spec: EncryptedTable,
  currentPrefix: string,
  clearOnly: boolean,
  after: string | null,
  limit: number,
) {
  const id = quote(spec.id);
  const pending = pendingCondition(spec, currentPrefix, clearOnly);
  const clearColumns = Object.values(spec.fromClear ?? {});
  const values: unknown[] = [currentPrefix, limit];
  let where = `(${pending})`;
  if (after !== null) {
    values.push(after);
    where += ` AND ${id}::text > $3`;
  }
  return {
    text: `SELECT ${id}::text AS id, ${[...spec.columns, ...clearColumns].map(quote).join(', ')}
             FROM ${quote(spec.table)}
            WHERE ${where}
            ORDER BY ${id}::text
            LIMIT $2
              FOR UPDATE`,
    values,
  };
}

export async function rotateEncryptedColumns(options: {
  pool: pg.Pool;
  cipher: FieldCipher;
  batchSize?: number;
  /** Only encrypt values still in clear (`fromClear`); leave encrypted values as they are. */
  clearOnly?: boolean;
  tables?: readonly EncryptedTable[];
  print?: (line: string) => void;
}): Promise<RotationResult> {
  const { pool, cipher } = options;
  const batchSize = options.batchSize ?? 500;
  const print = options.print ?? ((line: string) => console.log(line));
  const currentPrefix = `v2:${cipher.currentKeyId}:`;
  const result: RotationResult = { values: 0, rows: 0, unreadable: 0 };

  const clearOnly = options.clearOnly ?? false;
  for (const spec of options.tables ?? ENCRYPTED_COLUMNS) {
    if (clearOnly && !spec.fromClear) continue;
    const { rows: counted } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${quote(spec.table)} WHERE ${pendingCondition(spec, currentPrefix, clearOnly)}`,
      [currentPrefix],
    );
    const total = counted[0]?.n ?? 0;
    let done = 0;
    let after: string | null = null;
    for (;;) {
      const client = await pool.connect();
      let last: string | null = null;
      let batchRows = 0;
      try {
        await client.query('BEGIN');
        const { rows } = await client.query<Record<string, string | null>>(
          pendingQuery(spec, currentPrefix, clearOnly, after, batchSize),
        );
        for (const row of rows) {
          const id = row.id as string;
          last = id;
          batchRows += 1;
          const changed: [column: string, value: string | null][] = [];
          for (const column of spec.columns) {
            const stored = row[column];
            const place = { table: spec.table, column, rowId: id };
            const clear = spec.fromClear?.[column];
            const clearValue = clear ? row[clear] : null;
            if (clear && clearValue !== null && clearValue !== undefined) {
              // Still in clear: encrypt it into its column and empty the clear one.
              changed.push([column, cipher.encrypt(clearValue, place)], [clear, null]);
              continue;
            }
            if (clearOnly || stored === null || stored === undefined || cipher.isCurrent(stored)) continue;
            try {
              changed.push([column, cipher.encrypt(cipher.decrypt(stored, place), place)]);
            } catch (error) {
              if (!(error instanceof FieldDecryptionError)) throw error;
              result.unreadable += 1;
            }
          }
          if (changed.length === 0) continue;
          await client.query(
            `UPDATE ${quote(spec.table)}
                SET ${changed.map(([column], i) => `${quote(column)} = $${i + 2}`).join(', ')}
              WHERE ${quote(spec.id)}::text = $1`,
            [id, ...changed.map(([, value]) => value)],
          );
          result.values += changed.filter(([, value]) => value !== null).length;
          result.rows += 1;
        }
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
      if (last === null) break;
      after = last;
      done += batchRows;
      print(`${spec.table}: ${done}/${total} rows`);
    }
    if (total === 0) print(`${spec.table}: nothing to re-encrypt`);
  }
  return result;
}
