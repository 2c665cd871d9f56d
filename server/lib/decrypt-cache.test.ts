import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createFieldCipher, type FieldPlace } from './crypto';
import { createDecryptCache } from './decrypt-cache';

const cipher = createFieldCipher(randomBytes(32));
const place: FieldPlace = { table: 'symptoms', column: 'description_enc', rowId: 'row-1' };

describe('decrypt cache', () => {
  it('decrypts each stored value once while it stays cached', () => {
    const spy = vi.spyOn(cipher, 'decrypt');
    const cache = createDecryptCache(cipher, 10);
    const stored = cipher.encrypt('Throbbing behind the eyes', place);
    expect(cache.decrypt(stored, place)).toBe('Throbbing behind the eyes');
    expect(cache.decrypt(stored, place)).toBe('Throbbing behind the eyes');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(cache.decryptNullable(null, place)).toBeNull();
    spy.mockRestore();
  });

  it('never answers a tampered value from the cache', () => {
    const cache = createDecryptCache(cipher, 10);
    const stored = cipher.encrypt('left knee', place);
    cache.decrypt(stored, place);
    const parts = stored.split(':');
    const bytes = Buffer.from(parts[4] ?? '', 'base64url');
    bytes[0] = (bytes[0] ?? 0) ^ 0x01;
    parts[4] = bytes.toString('base64url');
    expect(() => cache.decrypt(parts.join(':'), place)).toThrow();
  });

  it('never answers a value copied to another place from the cache', () => {
    const cache = createDecryptCache(cipher, 10);
    const stored = cipher.encrypt('left knee', place);
    expect(cache.decrypt(stored, place)).toBe('left knee');
    expect(() => cache.decrypt(stored, { ...place, rowId: 'row-2' })).toThrow('authentication failed');
  });

  it('stays bounded: old values are decrypted again after enough newer ones', () => {
    const spy = vi.spyOn(cipher, 'decrypt');
    const cache = createDecryptCache(cipher, 4);
    const values = Array.from({ length: 6 }, (_, i) => cipher.encrypt(`value ${i}`, place));
    for (const value of values) cache.decrypt(value, place);
    spy.mockClear();
    cache.decrypt(values[0] ?? '', place);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});
