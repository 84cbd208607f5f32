/** `dc login` / `dc logout`: the device-code sign-in, stored in the user's config dir. */
import { createClient, fetchTransport } from '@dc/client';
import type { UserProfile } from '@dc/contracts';
import { configDir, removeSession, writeSession } from '../config-store';
import { deviceLogin } from '../device-login';
import type { Context } from '../session';

export async function login(ctx: Context, server: string): Promise<number> {
  const session = await deviceLogin({
    server,
    fetch: ctx.fetch,
    prompt: (uri, code, complete) => {
      ctx.err(`To sign in, open ${complete ?? uri} in a browser`);
      ctx.err(`and check that it shows the code ${code}.`);
      ctx.err('Waiting for the browser…');
    },
  });
  const client = createClient(fetchTransport({ baseUrl: server, token: () => session.idToken, fetch: ctx.fetch }));
  const me = await client.call<'users.me', UserProfile>('users.me');
  await writeSession({ ...session, email: me.email }, ctx.env);
  ctx.out(`Signed in to ${server} as ${me.email}.`);
  ctx.err(`(credentials saved in ${configDir(ctx.env)})`);
  return 0;
}

export async function logout(ctx: Context): Promise<number> {
  await removeSession(ctx.env);
  ctx.out('Signed out.');
  return 0;
}
