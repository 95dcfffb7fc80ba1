import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Identity data at rest: AES-256-GCM under IDENTITY_DATA_KEY, a fresh 96-bit IV per value, the
 * tag checked on reading. Stored as `v1.` + base64(iv | tag | ciphertext); the user id is the
 * additional data, so a value copied onto another seeker's row does not decrypt.
 */
export function encryptIdentityData(key: Buffer, userId: number, data: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(additionalData(userId));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(data), 'utf8'), cipher.final()]);
  return `${version}${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64')}`;
}

/** The value back, or an error when the key, the row's owner or the bytes are not the ones written. */
export function decryptIdentityData(key: Buffer, userId: number, stored: string): unknown {
  if (!stored.startsWith(version)) throw new Error('unknown identity data format');
  const bytes = Buffer.from(stored.slice(version.length), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAAD(additionalData(userId));
  decipher.setAuthTag(bytes.subarray(12, 28));
  const plain = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
  return JSON.parse(plain.toString('utf8'));
}

const version = 'v1.';

function additionalData(userId: number): Buffer {
  return Buffer.from(`identity-data:user:${userId}`, 'utf8');
}
