/** The session a protected route may use: valid as stored, or refreshed when it has just expired. */
import { refreshNow } from './refresh-scheduler';
import { isSessionValid, readSession, type Session } from './session';

export async function ensureSession(now: number = Date.now()): Promise<Session | undefined> {
  const session = readSession();
  if (!session) return undefined;
  if (isSessionValid(session, now)) return session;
  return session.refresh_token ? refreshNow(session) : undefined;
}
