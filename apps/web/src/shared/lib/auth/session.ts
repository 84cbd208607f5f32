/** The session (spec 1 section 3), shared by every tab through localStorage. */
import { STORAGE_KEYS } from '@dc/contracts';
import { readJson, writeJson, type KeyValueStorage } from '../storage';

/** Token endpoint answer (OpenID Connect core). */
export interface TokenResponse {
  id_token?: string;
  access_token: string;
  refresh_token?: string;
  expires_in: number;
}

export interface Session {
  id_token: string;
  access_token: string;
  refresh_token?: string;
  expires_in: number;
  /** Milliseconds since the epoch at which the tokens expire. */
  expiryTime: number;
}

const store = (): KeyValueStorage => localStorage;

/** A refresh answer may omit the id or refresh token: keep the previous ones then. */
export function toSession(tokens: TokenResponse, now: number, previous?: Session): Session {
  return {
    id_token: tokens.id_token ?? previous?.id_token ?? '',
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token ?? previous?.refresh_token,
    expires_in: tokens.expires_in,
    expiryTime: now + tokens.expires_in * 1000,
  };
}

export const readSession = (storage: KeyValueStorage = store()): Session | undefined => {
  const s = readJson<Session>(STORAGE_KEYS.session, storage);
  return s && typeof s.id_token === 'string' && typeof s.expiryTime === 'number' ? s : undefined;
};

export const saveSession = (session: Session, storage: KeyValueStorage = store()): void =>
  writeJson(STORAGE_KEYS.session, session, storage);

export const isSessionValid = (session: Session | undefined, now: number = Date.now()): boolean =>
  !!session && session.id_token.length > 0 && session.expiryTime > now;
