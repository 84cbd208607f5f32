/**
 * Loads the demo applications (with their secrets, sealed as the API seals them) and subscriptions through the
 * modules' repositories: one transaction, no e-mails (the demo's Pending requests were "sent" before it began).
 * Adds `app:<key>` ids to the demo ids.
 */
import type { Platform } from '../platform/platform.js';
import { withTransaction } from '../platform/db/transaction.js';
import { insertApplication } from '../modules/applications/applications.repository.js';
import { insertSecret } from '../modules/applications/application-secrets.repository.js';
import { newSecret, sealSecret } from '../modules/applications/secret-codec.js';
import { decide } from '../modules/subscriptions/approvals.repository.js';
import { insertSubscription } from '../modules/subscriptions/subscriptions.repository.js';
import { DEMO_APPLICATIONS, DEMO_SUBSCRIPTIONS } from './applications-world.js';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

export async function loadApplicationsDemo(platform: Platform, ids: Record<string, string>): Promise<void> {
  const id = (key: string) => {
    if (!ids[key]) throw new Error(`demo applications: no demo id ${key}`);
    return ids[key];
  };
  const expiryDays = await platform.pool.query<{ id: string; days: number }>(
    'SELECT id, subscription_expiry_days AS days FROM products',
  );
  const expiry = new Map(expiryDays.rows.map((r) => [r.id, r.days]));
  await withTransaction(platform.pool, async (c) => {
    for (const a of DEMO_APPLICATIONS) {
      const appId = await insertApplication(c, {
        teamId: id(a.team),
        createdBy: id(a.by),
        name: a.name,
        description: a.description,
        grantTypes: a.grantTypes,
        redirectUris: a.redirectUris ?? [],
        logoutUris: a.logoutUris ?? [],
        visibility: a.visibility ?? 'TEAM',
        status: a.status,
        applicationType: a.applicationType,
        createdAt: daysAgo(a.daysAgo),
      });
      for (const age of a.secretAges) {
        const sealed = sealSecret(platform.secretKey, newSecret());
        await insertSecret(c, { applicationId: appId, createdBy: id(a.by), createdAt: daysAgo(age), ...sealed });
      }
      ids[`app:${a.key}`] = appId;
    }
    for (const s of DEMO_SUBSCRIPTIONS) {
      const app = DEMO_APPLICATIONS.find((a) => a.key === s.app)!;
      const apiId = id(`product:${s.api}`);
      const createdAt = daysAgo(s.daysAgo);
      const pending = s.status !== 'Active';
      // A request to be denied must still be live when it is decided, however long ago it was made.
      const expiresAt =
        s.status === 'Denied'
          ? new Date(Date.now() + DAY_MS)
          : new Date(createdAt.getTime() + (expiry.get(apiId) ?? 14) * DAY_MS);
      const subscriptionId = await insertSubscription(c, {
        appId: id(`app:${s.app}`),
        apiId,
        teamId: id(app.team),
        status: pending ? 'Pending' : 'Active',
        requestedBy: id(app.by),
        expiresAt: pending ? expiresAt : null,
        createdAt,
      });
      if (s.status === 'Denied') {
        await decide(c, subscriptionId!, { status: 'Denied', decidedBy: id('staff'), reason: s.reason ?? null });
      }
    }
  });
  platform.log.info(
    { applications: DEMO_APPLICATIONS.length, subscriptions: DEMO_SUBSCRIPTIONS.length },
    'demo applications loaded',
  );
}
