import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  createFieldCipher,
  encryptionKeyId,
  FieldDecryptionError,
  type FieldPlace,
  parseEncryptionKey,
  parseOldEncryptionKeys,
} from './crypto';

const key = randomBytes(32);
const cipher = createFieldCipher(key);
const place: FieldPlace = { table: 'symptoms', column: 'description_enc', rowId: 'row-1' };

/** Flips one bit of the decoded part `index` (2 = iv, 3 = tag, 4 = ciphertext) of a stored value. */
function tamper(stored: string, index: 2 | 3 | 4): string {
  const parts = stored.split(':');
  const bytes = Buffer.from(parts[index] ?? '', 'base64url');
  bytes[0] = (bytes[0] ?? 0) ^ 0x01;
  parts[index] = bytes.toString('base64url');
  return parts.join(':');
}

/** A value as the first format wrote it: `v1:<iv>:<tag>:<ciphertext>`, no place, no key id. */
function legacyEncrypt(plain: string, with_: Buffer): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', with_, iv);
  const data = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
  return `v1:${iv.toString('base64url')}:${c.getAuthTag().toString('base64url')}:${data.toString('base64url')}`;
}

describe('field cipher (AES-256-GCM)', () => {
  it('round-trips text, including empty and non-ASCII text', () => {
    for (const plain of ['Throbbing behind the eyes', '', 'naïve café — 头痛 🤕']) {
      const stored = cipher.encrypt(plain, place);
      expect(stored).toMatch(/^v2:[\w-]{8}:[\w-]+:[\w-]+:[\w-]*$/);
      expect(cipher.decrypt(stored, place)).toBe(plain);
    }
  });

  it('names the key that wrote each value', () => {
    const stored = cipher.encrypt('left knee', place);
    expect(stored.split(':')[1]).toBe(encryptionKeyId(key));
    expect(cipher.currentKeyId).toBe(encryptionKeyId(key));
    expect(cipher.isCurrent(stored)).toBe(true);
  });

  it('uses a fresh random IV, so the same text encrypts differently each time', () => {
    const a = cipher.encrypt('left knee', place);
    const b = cipher.encrypt('left knee', place);
    expect(a).not.toBe(b);
    expect(a.split(':')[2]).not.toBe(b.split(':')[2]);
    expect(cipher.decrypt(a, place)).toBe(cipher.decrypt(b, place));
  });

  it('never stores the plain text', () => {
    expect(cipher.encrypt('cramping after dairy', place)).not.toContain('cramping');
  });

  it('detects tampering with the ciphertext, the tag or the IV', () => {
    const stored = cipher.encrypt('cramping after dairy', place);
    for (const index of [2, 3, 4] as const) {
      expect(() => cipher.decrypt(tamper(stored, index), place)).toThrow(FieldDecryptionError);
    }
  });

  it('refuses a value moved to another row, column or table', () => {
    const stored = cipher.encrypt('migraine with aura', place);
    for (const elsewhere of [
      { ...place, rowId: 'row-2' },
      { ...place, column: 'triggers_enc' },
      { ...place, table: 'chat_messages', column: 'content_enc' },
    ]) {
      expect(() => cipher.decrypt(stored, elsewhere)).toThrow(
        `Cannot decrypt ${elsewhere.table}.${elsewhere.column} of row ${elsewhere.rowId}: authentication failed`,
      );
    }
    expect(cipher.decrypt(stored, { ...place })).toBe('migraine with aura');
  });

  it('refuses a value whose key id was changed to another key of the ring', () => {
    const old = randomBytes(32);
    const both = createFieldCipher(key, { old: [old] });
    const parts = both.encrypt('migraine', place).split(':');
    parts[1] = encryptionKeyId(old);
    expect(() => both.decrypt(parts.join(':'), place)).toThrow(FieldDecryptionError);
  });

  it('refuses a value encrypted with another key', () => {
    const other = createFieldCipher(randomBytes(32));
    expect(() => other.decrypt(cipher.encrypt('migraine', place), place)).toThrow('is not in the keyring');
  });

  it('reads values of old keys it holds, and writes with the current key', () => {
    const oldKey = randomBytes(32);
    const before = createFieldCipher(oldKey).encrypt('sore throat', place);
    const rotated = createFieldCipher(key, { old: [oldKey] });
    expect(rotated.decrypt(before, place)).toBe('sore throat');
    expect(rotated.isCurrent(before)).toBe(false);
    expect(rotated.encrypt('sore throat', place).split(':')[1]).toBe(encryptionKeyId(key));
  });

  it('reads values in the first format (no place, no key id) with any key of the ring', () => {
    const oldKey = randomBytes(32);
    const ring = createFieldCipher(key, { old: [oldKey] });
    expect(ring.decrypt(legacyEncrypt('knee pain', key), place)).toBe('knee pain');
    expect(ring.decrypt(legacyEncrypt('knee pain', oldKey), place)).toBe('knee pain');
    expect(ring.isCurrent(legacyEncrypt('knee pain', key))).toBe(false);
    expect(() => createFieldCipher(randomBytes(32)).decrypt(legacyEncrypt('x', key), place)).toThrow(
      FieldDecryptionError,
    );
  });

  it('refuses values that are not in the stored format', () => {
    expect(() => cipher.decrypt('plain text', place)).toThrow('unrecognised encrypted value');
    expect(() => cipher.decrypt('v3:a:b:c:d', place)).toThrow('unrecognised encrypted value');
  });

  it('logs a failed decryption with its place and reason, never the value', () => {
    const log = { error: vi.fn() };
    const logging = createFieldCipher(key, { log });
    const stored = logging.encrypt('panic attacks at night', place);
    expect(() => logging.decrypt(stored, { ...place, rowId: 'row-9' })).toThrow(FieldDecryptionError);
    expect(log.error).toHaveBeenCalledTimes(1);
    const [details, message] = log.error.mock.calls[0] ?? [];
    expect(details).toEqual({
      table: 'symptoms',
      column: 'description_enc',
      rowId: 'row-9',
      reason: 'authentication',
      keyId: encryptionKeyId(key),
    });
    expect(JSON.stringify([details, message])).not.toContain('panic');
  });

  it('passes null through the nullable helpers', () => {
    expect(cipher.encryptNullable(null, place)).toBeNull();
    expect(cipher.encryptNullable(undefined, place)).toBeNull();
    expect(cipher.decryptNullable(null, place)).toBeNull();
    expect(cipher.decryptNullable(cipher.encryptNullable('x', place), place)).toBe('x');
  });
});

describe('parseEncryptionKey', () => {
  it('accepts 64 hex characters and 32 bytes of base64', () => {
    expect(parseEncryptionKey(key.toString('hex'))).toEqual(key);
    expect(parseEncryptionKey(key.toString('base64'))).toEqual(key);
  });

  it('rejects keys that are not 32 bytes', () => {
    expect(() => parseEncryptionKey('abcd')).toThrow('DATA_ENCRYPTION_KEY must be 32 bytes');
    expect(() => parseEncryptionKey(randomBytes(16).toString('hex'))).toThrow();
  });

  it('reads a list of old keys separated by commas or spaces', () => {
    const a = randomBytes(32);
    const b = randomBytes(32);
    expect(parseOldEncryptionKeys(undefined)).toEqual([]);
    expect(parseOldEncryptionKeys(`${a.toString('hex')}, ${b.toString('base64')}`)).toEqual([a, b]);
  });
});
