import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Field encryption for health free text at rest: AES-256-GCM with a random 96-bit IV per value.
 * Stored form: `v1:<iv b64url>:<tag b64url>:<ciphertext b64url>` so the key can be rotated later
 * by adding a version.
 */
export type FieldCipher = {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
  encryptNullable(plain: string | null | undefined): string | null;
  decryptNullable(stored: string | null): string | null;
};

export function parseEncryptionKey(key: string): Buffer {
  const buf = /^[0-9a-fA-F]{64}$/.test(key) ? Buffer.from(key, 'hex') : Buffer.from(key, 'base64');
  if (buf.length !== 32) throw new Error('DATA_ENCRYPTION_KEY must be 32 bytes');
  return buf;
}

export function createFieldCipher(key: Buffer): FieldCipher {
  const encrypt = (plain: string) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `v1:${iv.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${data.toString('base64url')}`;
  };
  const decrypt = (stored: string) => {
    const [version, iv, tag, data] = stored.split(':');
    if (version !== 'v1' || !iv || !tag || data === undefined)
      throw new Error('Unrecognised encrypted value');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  };
  return {
    encrypt,
    decrypt,
    encryptNullable: (plain) => (plain === null || plain === undefined ? null : encrypt(plain)),
    decryptNullable: (stored) => (stored === null ? null : decrypt(stored)),
  };
}
