import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFieldCipher, parseEncryptionKey } from './crypto';

const key = randomBytes(32);
const cipher = createFieldCipher(key);

/** Flips one bit of the decoded part `index` (1 = iv, 2 = tag, 3 = ciphertext) of a stored value. */
function tamper(stored: string, index: 1 | 2 | 3): string {
  const parts = stored.split(':');
  const bytes = Buffer.from(parts[index] ?? '', 'base64url');
  bytes[0] = (bytes[0] ?? 0) ^ 0x01;
  parts[index] = bytes.toString('base64url');
  return parts.join(':');
}

describe('field cipher (AES-256-GCM)', () => {
  it('round-trips text, including empty and non-ASCII text', () => {
    for (const plain of ['Throbbing behind the eyes', '', 'naïve café — 头痛 🤕']) {
      const stored = cipher.encrypt(plain);
      expect(stored).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]*$/);
      expect(cipher.decrypt(stored)).toBe(plain);
    }
  });

  it('uses a fresh random IV, so the same text encrypts differently each time', () => {
    const a = cipher.encrypt('left knee');
    const b = cipher.encrypt('left knee');
    expect(a).not.toBe(b);
    expect(a.split(':')[1]).not.toBe(b.split(':')[1]);
    expect(cipher.decrypt(a)).toBe(cipher.decrypt(b));
  });

  it('never stores the plain text', () => {
    expect(cipher.encrypt('cramping after dairy')).not.toContain('cramping');
  });

  it('detects tampering with the ciphertext, the tag or the IV', () => {
    const stored = cipher.encrypt('cramping after dairy');
    for (const index of [1, 2, 3] as const) {
      expect(() => cipher.decrypt(tamper(stored, index))).toThrow();
    }
  });

  it('refuses a value encrypted with another key', () => {
    const other = createFieldCipher(randomBytes(32));
    expect(() => other.decrypt(cipher.encrypt('migraine'))).toThrow();
  });

  it('refuses values that are not in the stored format', () => {
    expect(() => cipher.decrypt('plain text')).toThrow('Unrecognised encrypted value');
    expect(() => cipher.decrypt('v2:a:b:c')).toThrow('Unrecognised encrypted value');
  });

  it('passes null through the nullable helpers', () => {
    expect(cipher.encryptNullable(null)).toBeNull();
    expect(cipher.encryptNullable(undefined)).toBeNull();
    expect(cipher.decryptNullable(null)).toBeNull();
    expect(cipher.decryptNullable(cipher.encryptNullable('x'))).toBe('x');
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
});
