/** `dc teams`: the teams the signed-in user belongs to, with their role. */
import type { Client } from '@dc/client';
import { asJson, table } from '../output';
import { myTeams, type Context } from '../session';

export async function listTeams(client: Client, ctx: Context, json: boolean): Promise<number> {
  const teams = await myTeams(client);
  if (json) ctx.out(asJson(teams));
  else if (teams.length === 0) ctx.out('You are not a member of any team.');
  else
    ctx.out(
      table(
        ['ID', 'NAME', 'ROLE', 'ACCOUNT'],
        teams.map((t) => [t.uuid, t.displayName, t.role, t.accountName]),
      ),
    );
  return 0;
}
