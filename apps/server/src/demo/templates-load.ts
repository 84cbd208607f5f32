/**
 * Loads the demo templates through the template service and sends their mail history through the e-mail service
 * and the platform transport, so analytics and the trace show real outcomes (delivered, bounced by the sink's
 * 550). The follow-ups that need the first outcomes (a resend to the bounced addresses: suppress-bounce; a spam
 * report and a resend to that reader: complaint, suppress-complaint) run in the background, so start stays fast.
 * Event times are the real times of the sends; the year before today is laid down as history (templates-history.ts).
 */
import type { Platform } from '../platform/platform.js';
import type { DemoServices } from './demo-services.js';
import { DEMO_USERS } from './world.js';
import { DEMO_COMPLAINER, DEMO_RESENDS, DEMO_TEMPLATES } from './templates-world.js';
import {
  APPROVED_HISTORY,
  loadTemplateHistory,
  WELCOME_HISTORY,
  type TemplateHistoryPlan,
} from './templates-history.js';

/** The published templates' past year (templates-history.ts), by template key. */
const HISTORY: Record<string, TemplateHistoryPlan> = {
  welcome: WELCOME_HISTORY,
  subscriptionApproved: APPROVED_HISTORY,
};

const FOLLOW_UP_DEADLINE_MS = 120_000;
/** The background follow-up of each platform's load, for whoever must wait for the whole world (the tests' template). */
const followUps = new WeakMap<Platform, Promise<void>>();
export const demoMailFollowUp = (platform: Platform): Promise<void> => followUps.get(platform) ?? Promise.resolve();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms).unref());

export async function loadTemplatesDemo(
  platform: Platform,
  { templates, email }: DemoServices,
  ids: Record<string, string>,
): Promise<void> {
  const staff = DEMO_USERS.find((u) => u.key === 'staff')!;
  const caller = {
    id: ids.staff,
    email: staff.email,
    givenName: staff.givenName,
    familyName: staff.familyName,
    picture: null,
  };
  const messageIds = new Map<string, string>();
  let welcomeId = '';
  for (const t of DEMO_TEMPLATES) {
    const apps = t.apps.map((a) => ids[`app:${a}`]).filter(Boolean);
    const body = { ...t.body, consumer_applications: apps };
    const { template_id } = await templates.create(
      caller,
      ids.platform,
      body as Parameters<typeof templates.create>[2],
    );
    ids[`template:${t.key}`] = template_id;
    if (t.key === 'welcome') welcomeId = template_id;
    if (t.published) await templates.publish(caller.id, ids.platform, template_id);
    for (const s of t.sends) {
      const sent = await email.sendTemplate(caller.id, ids.platform, {
        template: template_id,
        locale: s.locale,
        to: s.to.join(','),
        template_variables: s.values,
      });
      for (const m of sent.messages) messageIds.set(m.recipient, m.message_id);
    }
    if (HISTORY[t.key]) await loadTemplateHistory(platform, template_id, HISTORY[t.key]);
  }
  followUps.set(
    platform,
    followUp(platform, email, caller.id, ids.platform, welcomeId, messageIds).catch((err) =>
      platform.log.debug({ err }, 'demo mail follow-up stopped'),
    ),
  );
}

/** Waits until the mails to these recipients have their outcome (or the deadline passes). */
async function settled(platform: Platform, messageIds: string[]): Promise<boolean> {
  const end = Date.now() + FOLLOW_UP_DEADLINE_MS;
  while (Date.now() < end) {
    const { rows } = await platform.pool.query<{ n: number }>(
      `SELECT count(DISTINCT message_id)::int AS n FROM email_events
        WHERE message_id = ANY($1::text[]) AND event_type IN ('delivered', 'failed')`,
      [messageIds],
    );
    if (rows[0].n >= messageIds.length) return true;
    await sleep(500);
  }
  return false;
}

async function followUp(
  platform: Platform,
  email: DemoServices['email'],
  callerId: string,
  teamId: string,
  welcomeId: string,
  messageIds: Map<string, string>,
) {
  const waitFor = [...DEMO_RESENDS, DEMO_COMPLAINER].map((r) => messageIds.get(r)).filter((m): m is string => !!m);
  if (!welcomeId || !(await settled(platform, waitFor))) return;
  const resend = (to: string) =>
    email.sendTemplate(callerId, teamId, {
      template: welcomeId,
      locale: 'en',
      to,
      template_variables: { name: 'Again', url: 'https://console.example.com/guides' },
    });
  for (const to of DEMO_RESENDS) await resend(to);
  await platform.mail.reportComplaint(messageIds.get(DEMO_COMPLAINER)!, DEMO_COMPLAINER);
  await resend(DEMO_COMPLAINER);
}
