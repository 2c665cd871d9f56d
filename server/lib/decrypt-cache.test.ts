import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createFieldCipher } from './crypto';
import { createDecryptCache } from './decrypt-cache';

const cipher = createFieldCipher(randomBytes(32));

describe('decrypt cache', () => {
  it('decrypts each stored value once while it stays cached', () => {
    const spy = vi.spyOn(cipher, 'decrypt');
    const cache = createDecryptCache(cipher, 10);
    const stored = cipher.encrypt('Throbbing behind the eyes');
    expect(cache.decrypt(stored)).toBe('Throbbing behind the eyes');
    expect(cache.decrypt(stored)).toBe('Throbbing behind the eyes');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(cache.decryptNullable(null)).toBeNull();
    spy.mockRestore();
  });

  it('never answers a tampered value from the cache', () => {
    const cache = createDecryptCache(cipher, 10);
    const stored = cipher.encrypt('left knee');
    cache.decrypt(stored);
    const parts = stored.split(':');
    const bytes = Buffer.from(parts[3] ?? '', 'base64url');
    bytes[0] = (bytes[0] ?? 0) ^ 0x01;
    parts[3] = bytes.toString('base64url');
    expect(() => cache.decrypt(parts.join(':'))).toThrow();
  });

  it('stays bounded: old values are decrypted again after enough newer ones', () => {
    const spy = vi.spyOn(cipher, 'decrypt');
    const cache = createDecryptCache(cipher, 4);
    const values = Array.from({ length: 6 }, (_, i) => cipher.encrypt(`value ${i}`));
    for (const value of values) cache.decrypt(value);
    spy.mockClear();
    cache.decrypt(values[0] ?? '');
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});
