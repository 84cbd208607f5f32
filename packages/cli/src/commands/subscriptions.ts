/** `dc subscriptions`: the team's API subscriptions (apim GET /subscriptions/apis). */
import type { Client } from '@dc/client';
import type { SubscriptionPage } from '@dc/contracts';
import { asJson, table } from '../output';
import type { Context } from '../session';

export async function listSubscriptions(client: Client, ctx: Context, team: string, json: boolean): Promise<number> {
  const page = await client.call<'subscriptions.list', SubscriptionPage>('subscriptions.list', { team });
  if (json) ctx.out(asJson(page.items));
  else if (page.items.length === 0) ctx.out('No subscriptions yet.');
  else
    ctx.out(
      table(
        ['APPLICATION', 'API', 'STATUS', 'SINCE'],
        page.items.map((s) => [s.app_display_name, s.key, s.subscription_status, s.subscription_created_at]),
      ),
    );
  return 0;
}
