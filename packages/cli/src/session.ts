/** A typed client over the stored sign-in, refreshing the id token shortly before it expires. */
import { createClient, fetchTransport, type Client } from '@dc/client';
import type { Team } from '@dc/contracts';
import { readSession, writeSession, type StoredSession } from './config-store';
import { refreshSession } from './device-login';

/** Refresh this many seconds before expiry, so a token never runs out mid-command. */
const REFRESH_MARGIN_SECONDS = 60;

export class UsageError extends Error {}

export interface Context {
  env: NodeJS.ProcessEnv;
  fetch: typeof fetch;
  out(line: string): void;
  err(line: string): void;
}

export async function signedIn(ctx: Context): Promise<{ client: Client; session: StoredSession }> {
  let session = await readSession(ctx.env);
  if (!session) throw new UsageError('Not signed in. Run `dc login` first.');
  const token = async () => {
    if (session!.expiresAt - REFRESH_MARGIN_SECONDS <= Date.now() / 1000) {
      session = await refreshSession(session!, ctx.fetch);
      await writeSession(session, ctx.env);
    }
    return session!.idToken;
  };
  const client = createClient(fetchTransport({ baseUrl: session.server, token, fetch: ctx.fetch }));
  return { client, session };
}

/** The caller's teams (profiles POST /teams/_filter with no filter). */
export async function myTeams(client: Client): Promise<Team[]> {
  const answer = await client.call<'teams.filter', { data: Team[] }>('teams.filter', { body: {} });
  return answer.data;
}

/** --team, else DC_TEAM, else the caller's only team. */
export async function teamOf(client: Client, ctx: Context, flag: string | undefined): Promise<string> {
  const chosen = flag ?? ctx.env.DC_TEAM;
  if (chosen) return chosen;
  const teams = await myTeams(client);
  if (teams.length === 1) return teams[0].uuid;
  if (teams.length === 0) throw new UsageError('You are not a member of any team.');
  throw new UsageError('You are a member of several teams: pass --team <uuid> (see `dc teams`).');
}
