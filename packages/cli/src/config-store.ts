/**
 * Where `dc` keeps its sign-in: credentials.json in the user's config dir (XDG_CONFIG_HOME/dc, ~/.config/dc, or
 * %APPDATA%\dc), readable by the user only. DC_CONFIG_DIR overrides the folder (tests, several accounts).
 */
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface StoredSession {
  /** The console's origin, e.g. http://localhost:3000. */
  server: string;
  tokenEndpoint: string;
  clientId: string;
  idToken: string;
  refreshToken?: string;
  /** Epoch seconds when the id token expires. */
  expiresAt: number;
  email?: string;
}

export function configDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.DC_CONFIG_DIR) return env.DC_CONFIG_DIR;
  if (process.platform === 'win32' && env.APPDATA) return path.join(env.APPDATA, 'dc');
  return path.join(env.XDG_CONFIG_HOME || path.join(os.homedir(), '.config'), 'dc');
}

const credentialsFile = (env?: NodeJS.ProcessEnv) => path.join(configDir(env), 'credentials.json');

export async function readSession(env?: NodeJS.ProcessEnv): Promise<StoredSession | undefined> {
  try {
    return JSON.parse(await readFile(credentialsFile(env), 'utf8')) as StoredSession;
  } catch {
    return undefined;
  }
}

export async function writeSession(session: StoredSession, env?: NodeJS.ProcessEnv): Promise<void> {
  await mkdir(configDir(env), { recursive: true, mode: 0o700 });
  const file = credentialsFile(env);
  // Tokens are secrets: created owner-only, and tightened if the file existed with looser rights.
  await writeFile(file, `${JSON.stringify(session, null, 2)}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
}

export const removeSession = (env?: NodeJS.ProcessEnv) => rm(credentialsFile(env), { force: true });
