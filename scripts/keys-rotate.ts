import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { rotateEncryptedColumns } from '../server/db/encrypted-columns';
import { openConfiguredDatabase, resolveSecrets } from '../server/db/open';
import { getEnv } from '../server/env';
import { createFieldCipher, parseEncryptionKey, parseOldEncryptionKeys } from '../server/lib/crypto';

export { ENCRYPTED_COLUMNS, rotateEncryptedColumns } from '../server/db/encrypted-columns';

/**
 * `npm run keys:rotate` (docs/operations.md#rotating-the-data-key).
 *
 * Re-encrypts every encrypted column of every row with the current key (`DATA_ENCRYPTION_KEY`) and
 * the value's place (table, column, row id): values of an old key (`DATA_ENCRYPTION_KEYS_OLD`) and
 * values in the first format (no place, no key id) are upgraded; values already current are left
 * alone. It works in batches, each batch one transaction holding its rows' locks, so the app may
 * keep running; a run that stops half-way has changed only whole batches, every row stays readable
 * with the keys configured, and the next run carries on where it stopped (it only picks rows still to
 * do). Prints one line per batch and a last line with the counts.
 *
 * Health data that used to be stored in clear (symptom names) is encrypted into its column on the
 * way, and the clear column emptied.
 *
 * The columns and the batches are in server/db/encrypted-columns.ts.
 */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

const USAGE = 'Usage: npm run keys:rotate [-- --batch-size <rows>]';

async function main(argv: string[]): Promise<number> {
  let batchSize = 500;
  try {
    const { values } = parseArgs({ args: argv, options: { 'batch-size': { type: 'string' } }, strict: true });
    if (values['batch-size'] !== undefined) {
      batchSize = Number(values['batch-size']);
      if (!Number.isInteger(batchSize) || batchSize < 1)
        throw new Error('--batch-size must be a whole number from 1');
    }
  } catch (error) {
    console.error(`[keys] ${(error as Error).message}`);
    console.error(USAGE);
    return EXIT.usage;
  }
  const env = getEnv();
  const log = (message: string) => console.log(`[keys] ${message}`);
  const { database, embedded } = await openConfiguredDatabase(env, log);
  try {
    const { encryptionKeyText } = resolveSecrets(env);
    const cipher = createFieldCipher(parseEncryptionKey(encryptionKeyText), {
      old: parseOldEncryptionKeys(env.DATA_ENCRYPTION_KEYS_OLD),
      log: { error: (_details, message) => console.error(`[keys] ${message}`) },
    });
    log(`Re-encrypting with key ${cipher.currentKeyId}, ${batchSize} rows per batch`);
    const result = await rotateEncryptedColumns({ pool: database.pool, cipher, batchSize, print: log });
    log(
      `Done: ${result.values} values in ${result.rows} rows re-encrypted with key ${cipher.currentKeyId}; ${result.unreadable} values could not be read`,
    );
    return result.unreadable === 0 ? EXIT.ok : EXIT.failed;
  } finally {
    await database.close();
    if (embedded && !embedded.reused) await embedded.stop();
  }
}

const isEntryPoint = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntryPoint) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`[keys] Rotation stopped: ${error instanceof Error ? error.message : error}`);
      console.error('[keys] Every row is still readable; run npm run keys:rotate again to carry on.');
      process.exit(EXIT.failed);
    },
  );
}
