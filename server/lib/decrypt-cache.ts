import type { FieldCipher, FieldPlace } from './crypto';

/**
 * Remembers recently decrypted field values, keyed by their stored (encrypted) form.
 *
 * Why: a list read decrypts every row's free text, and Node's AES-GCM costs ~4 µs per value (the
 * cipher context setup dominates), so a 50-row symptom list spent ~40 % of its CPU in decryption
 * (scripts/bench.ts). The same rows are read again and again (every visit of /symptoms, the home
 * dashboard), so a small in-process cache removes most of that work.
 *
 * Safety: the key is the value's place (table, column, row id) with the whole stored value (IV, tag
 * and ciphertext), and a value is cached only after its authenticated decryption at that place
 * succeeded, so a tampered value, or one copied to another place, never matches.
 * Plaintext stays in this process's memory, which already holds the key; the at-rest guarantee
 * (database files, backups) is unchanged. Bounded: two generations of at most `maxEntries / 2`.
 */
export type DecryptCache = {
  decrypt(stored: string, place: FieldPlace): string;
  decryptNullable(stored: string | null, place: FieldPlace): string | null;
};

export function createDecryptCache(cipher: FieldCipher, maxEntries = 10_000): DecryptCache {
  const generationSize = Math.max(1, Math.floor(maxEntries / 2));
  let current = new Map<string, string>();
  let previous = new Map<string, string>();

  const decrypt = (stored: string, place: FieldPlace): string => {
    const key = `${place.table}\0${place.column}\0${place.rowId}\0${stored}`;
    const hit = current.get(key);
    if (hit !== undefined) return hit;
    const plain = previous.get(key) ?? cipher.decrypt(stored, place);
    if (current.size >= generationSize) {
      previous = current;
      current = new Map();
    }
    current.set(key, plain);
    return plain;
  };

  return {
    decrypt,
    decryptNullable: (stored, place) => (stored === null ? null : decrypt(stored, place)),
  };
}
