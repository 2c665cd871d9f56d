import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Field encryption for health data at rest (docs/data-protection.md#health-data-at-rest):
 * AES-256-GCM with a random 96-bit IV per value, bound to its place.
 *
 * Stored form: `v2:<key id>:<iv>:<tag>:<ciphertext>` (base64url). The additional authenticated data
 * is the format version, the key id and the value's place (table, column, row id), so a value copied
 * into another row, column or person's record fails to decrypt, and so does one whose key id was
 * edited. The key id names the key of the keyring that wrote the value: new values use the current
 * key, older ones are read with the old key they name until `npm run keys:rotate` re-encrypts them.
 *
 * Values written before the place and key id existed (`v1:<iv>:<tag>:<ciphertext>`, no additional
 * data) still read, with whichever key of the ring authenticates them; `keys:rotate` upgrades them.
 */
export type FieldPlace = { table: string; column: string; rowId: string };

export type FieldCipher = {
  encrypt(plain: string, place: FieldPlace): string;
  decrypt(stored: string, place: FieldPlace): string;
  encryptNullable(plain: string | null | undefined, place: FieldPlace): string | null;
  decryptNullable(stored: string | null, place: FieldPlace): string | null;
  /** The key id new values are written with. */
  readonly currentKeyId: string;
  /** Whether `stored` is already in the current format with the current key (nothing to rotate). */
  isCurrent(stored: string): boolean;
};

export type FieldDecryptionReason = 'format' | 'unknown-key' | 'authentication';

/** A stored value that cannot be read: names its place and why, never the value. */
export class FieldDecryptionError extends Error {
  constructor(
    readonly place: FieldPlace,
    readonly reason: FieldDecryptionReason,
    readonly keyId: string | null,
  ) {
    super(
      `Cannot decrypt ${place.table}.${place.column} of row ${place.rowId}: ${
        reason === 'format'
          ? 'unrecognised encrypted value'
          : reason === 'unknown-key'
            ? `key ${keyId} is not in the keyring (DATA_ENCRYPTION_KEYS_OLD)`
            : 'authentication failed (wrong key, or the value was moved from another place or altered)'
      }`,
    );
    this.name = 'FieldDecryptionError';
  }
}

/** Logs a failed decryption (place, reason, key id; never the value). */
export type FieldCipherLog = { error(details: Record<string, unknown>, message: string): void };

export function parseEncryptionKey(key: string): Buffer {
  const buf = /^[0-9a-fA-F]{64}$/.test(key) ? Buffer.from(key, 'hex') : Buffer.from(key, 'base64');
  if (buf.length !== 32) throw new Error('DATA_ENCRYPTION_KEY must be 32 bytes');
  return buf;
}

/** `DATA_ENCRYPTION_KEYS_OLD`: keys separated by commas (or white space), each 64 hex or base64. */
export function parseOldEncryptionKeys(text: string | undefined): Buffer[] {
  if (!text) return [];
  return text
    .split(/[\s,]+/)
    .filter((part) => part.length > 0)
    .map(parseEncryptionKey);
}

/**
 * A key's id: 8 base64url characters of an HMAC of a fixed label under the key. It names the key
 * without revealing anything about it, and is the same wherever the key is configured.
 */
export function encryptionKeyId(key: Buffer): string {
  return createHmac('sha256', key)
    .update('infinite-wellness field key id')
    .digest()
    .subarray(0, 6)
    .toString('base64url');
}

const VERSION = 'v2';

function additionalData(keyId: string, place: FieldPlace): Buffer {
  return Buffer.from([VERSION, keyId, place.table, place.column, place.rowId].join('\0'), 'utf8');
}

function open(key: Buffer, iv: string, tag: string, data: string, aad: Buffer | null): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  if (aad) decipher.setAAD(aad);
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/**
 * `current` encrypts; `current` and `old` decrypt the values that name them. `log` receives every
 * failed decryption before the error is thrown.
 */
export function createFieldCipher(
  current: Buffer,
  options: { old?: readonly Buffer[]; log?: FieldCipherLog } = {},
): FieldCipher {
  const currentKeyId = encryptionKeyId(current);
  const ring = new Map<string, Buffer>();
  for (const key of options.old ?? []) ring.set(encryptionKeyId(key), key);
  ring.set(currentKeyId, current);
  const currentPrefix = `${VERSION}:${currentKeyId}:`;

  const fail = (place: FieldPlace, reason: FieldDecryptionReason, keyId: string | null): never => {
    const error = new FieldDecryptionError(place, reason, keyId);
    options.log?.error(
      { table: place.table, column: place.column, rowId: place.rowId, reason, keyId },
      error.message,
    );
    throw error;
  };

  const encrypt = (plain: string, place: FieldPlace) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', current, iv);
    cipher.setAAD(additionalData(currentKeyId, place));
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${currentPrefix}${iv.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${data.toString('base64url')}`;
  };

  const decrypt = (stored: string, place: FieldPlace): string => {
    const parts = stored.split(':');
    if (parts[0] === VERSION && parts.length === 5) {
      const [, keyId = '', iv = '', tag = '', data = ''] = parts;
      const key = ring.get(keyId);
      if (!key) return fail(place, 'unknown-key', keyId);
      try {
        return open(key, iv, tag, data, additionalData(keyId, place));
      } catch {
        return fail(place, 'authentication', keyId);
      }
    }
    if (parts[0] === 'v1' && parts.length === 4) {
      // Written before places and key ids: whichever key authenticates it wrote it.
      const [, iv = '', tag = '', data = ''] = parts;
      for (const key of ring.values()) {
        try {
          return open(key, iv, tag, data, null);
        } catch {
          // the next key
        }
      }
      return fail(place, 'authentication', null);
    }
    return fail(place, 'format', null);
  };

  return {
    encrypt,
    decrypt,
    encryptNullable: (plain, place) => (plain === null || plain === undefined ? null : encrypt(plain, place)),
    decryptNullable: (stored, place) => (stored === null ? null : decrypt(stored, place)),
    currentKeyId,
    isCurrent: (stored) => stored.startsWith(currentPrefix),
  };
}

/** The place of a column's values: `at(rowId)`. */
export function fieldColumn(table: string, column: string): { at(rowId: string): FieldPlace } {
  return { at: (rowId) => ({ table, column, rowId }) };
}

/**
 * A list's rows that can be read. A row holding a value that fails to decrypt (moved from another
 * place, altered, or written with a key no longer configured) is left out rather than failing the
 * whole list; the cipher has logged which value of which row it was. Any other error still throws.
 */
export function presentReadable<R, T>(rows: readonly R[], present: (row: R) => T): T[] {
  const out: T[] = [];
  for (const row of rows) {
    try {
      out.push(present(row));
    } catch (error) {
      if (!(error instanceof FieldDecryptionError)) throw error;
    }
  }
  return out;
}
