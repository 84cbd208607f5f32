/**
 * Argon2 hashes of the demo world's fixed credentials, computed once per process: each hash costs tens of
 * milliseconds of CPU, and the world has 51 devices and a shared user password. Tests load the world dozens of
 * times per worker, the server once. Each hash keeps its own random salt, so it is as strong as a fresh one.
 */
import { hashPassword } from '../identity/passwords.js';

const memo = new Map<string, Promise<string>>();

export function demoPasswordHash(password: string): Promise<string> {
  let hash = memo.get(password);
  if (!hash) {
    hash = hashPassword(password);
    memo.set(password, hash);
    // A failed hash is not remembered.
    hash.catch(() => memo.delete(password));
  }
  return hash;
}
