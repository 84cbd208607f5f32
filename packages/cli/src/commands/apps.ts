/** `dc apps list|create` and `dc apps secret create`: the team's applications (spec 2 section 7). */
import type { Client } from '@dc/client';
import type { Application, ApplicationCreated, ApplicationList, GrantType, SecretValueList } from '@dc/contracts';
import { asJson, table } from '../output';
import type { Context } from '../session';

export async function listApps(client: Client, ctx: Context, team: string, json: boolean): Promise<number> {
  const answer = await client.call<'applications.listSlash', ApplicationList>('applications.listSlash', { team });
  const items: Application[] = answer.items ?? [];
  if (json) ctx.out(asJson(items));
  else if (items.length === 0) ctx.out('No applications yet.');
  else
    ctx.out(
      table(
        ['ID', 'NAME', 'CLIENT ID', 'GRANT TYPES'],
        items.map((a) => [a.id, a.display_name, a.client_id, a.grant_types.join(',')]),
      ),
    );
  return 0;
}

export interface CreateAppOptions {
  team: string;
  name: string;
  description?: string;
  grantTypes: GrantType[];
  json: boolean;
}

export async function createApp(client: Client, ctx: Context, o: CreateAppOptions): Promise<number> {
  const body = { name: o.name, description: o.description, grant_types: o.grantTypes };
  const app = await client.call<'applications.create', ApplicationCreated>('applications.create', {
    team: o.team,
    body,
  });
  if (o.json) ctx.out(asJson(app));
  else {
    ctx.out(`Created application ${app.display_name} (${app.id}).`);
    ctx.out(`Client ID: ${app.client_id}`);
    for (const s of app.secrets) ctx.out(`Client secret: ${s.secret}  (shown once; store it now)`);
  }
  return 0;
}

export async function createSecret(client: Client, ctx: Context, team: string, applicationId: string, json: boolean) {
  const answer = await client.call<'applications.createSecret', SecretValueList>('applications.createSecret', {
    team,
    params: { applicationId },
  });
  if (json) ctx.out(asJson(answer.data));
  else for (const s of answer.data) ctx.out(`Client secret ${s.id}: ${s.secret}  (shown once; store it now)`);
  return 0;
}
