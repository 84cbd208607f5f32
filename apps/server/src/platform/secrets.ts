/** The secret key for data at rest (AES-256-GCM): SECRET_KEY, or a key file generated in DATA_DIR. */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config.js';

export async function loadSecretKey(config: Config): Promise<Buffer> {
  if (config.SECRET_KEY) return createHash('sha256').update(config.SECRET_KEY).digest();
  const file = path.join(config.DATA_DIR, 'secret.key');
  if (!existsSync(file)) {
    await fs.mkdir(config.DATA_DIR, { recursive: true });
    await fs.writeFile(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' }).catch((err) => {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    });
  }
  return Buffer.from((await fs.readFile(file, 'utf8')).trim(), 'base64');
}

/** Encrypts to "iv.tag.ciphertext" (base64url parts). */
export function encrypt(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function decrypt(key: Buffer, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
