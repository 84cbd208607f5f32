/**
 * POST /api/email/send/bulk over HTTP (issue 24): per-mail results in the mails' order, a bad mail answered with the
 * error /send gives it while the others are queued and delivered, the request refused whole without the team or the
 * utilities rule, and delivery (bounce, then suppression) as for single sends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailEvent, SendEmailBulkResponse } from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { waitFor, waitForSunkMessage } from '../../test/mail-sink.js';
import { errorOf, sampleTemplate, utilitiesWorld, type UtilitiesWorld } from '../templates/templates-test-kit.js';

let demo: DemoServer;
let w: UtilitiesWorld;
let templateId: string;
let otherTemplate: string;
beforeAll(async () => {
  demo = await startDemoServer({ MAIL_RETRY_DELAY: '1' });
  w = await utilitiesWorld(demo);
  const create = (team: string, user: string) =>
    w.json<{ template_id: string }>(user, team, 'POST', '/api/templates', sampleTemplate(), 201);
  templateId = (await create(w.platformTeam, 'staff')).template_id;
  otherTemplate = (await create(w.otherTeam, 'otherAdmin')).template_id;
});
afterAll(async () => demo?.server.stop());

const vars = { name: 'Ann', url: 'https://x.example.com' };
const mailTo = (to: string, extra: Record<string, unknown> = {}) => ({
  template: templateId,
  locale: 'en',
  to,
  template_variables: vars,
  ...extra,
});
const bulk = (user: string, team: string | null, mails: unknown[]) =>
  w.call(user, team, 'POST', '/api/email/send/bulk', { mails });

const queuedFor = async (recipient: string) =>
  Number(
    (
      await demo.server.platform.pool.query(
        `SELECT count(*) AS n FROM email_events WHERE recipient = $1 AND event_type = 'accepted'`,
        [recipient],
      )
    ).rows[0].n,
  );

const eventsOf = async (recipient: string) =>
  (
    await w.json<{ events: EmailEvent[] }>(
      'staff',
      w.platformTeam,
      'GET',
      `/api/email/events?recipient=${encodeURIComponent(recipient)}`,
    )
  ).events;

describe('bulk e-mail send', () => {
  it('answers each mail in order; a bad mail gets the error /send gives it, the others go out', async () => {
    const res = await bulk('staff', w.platformTeam, [
      mailTo('bulk.one@example.com, bulk.two@example.com'),
      mailTo('bulk.missing@example.com', { template_variables: { name: 'Ann', url: ' ' } }),
      mailTo('bulk.three@example.com, not-an-address'),
      mailTo('bulk.other@example.com', { template: otherTemplate }),
      mailTo('bulk.feedback@example.com', { template: 'feedback' }),
      mailTo('bulk.four@example.com', { locale: 'de' }),
    ]);
    expect(res.status).toBe(200);
    const body = (await res.json()) as SendEmailBulkResponse;
    expect(body.accepted).toBe(2);
    expect(body.results.map((r) => r.status)).toEqual([202, 400, 400, 404, 400, 202]);
    expect(body.results[0].messages?.map((m) => m.recipient)).toEqual(['bulk.one@example.com', 'bulk.two@example.com']);
    expect(body.results[0]).toMatchObject({ message: 'Queued. Thank you.', id: expect.any(String) });

    // The same errors as the single send, code, message and details.
    const single = await w.call('staff', w.platformTeam, 'POST', '/api/email/send', {
      ...mailTo('bulk.missing@example.com'),
      template_variables: { name: 'Ann', url: ' ' },
    });
    const singleError = await errorOf(single);
    expect(body.results[1]).toEqual({ status: single.status, ...singleError });
    expect(body.results[1]).toMatchObject({ code: 'EMAIL_MISSING_VARIABLES', details: { variables: ['url'] } });
    expect(body.results[2]).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(body.results[2].message).toContain('Email address format is not valid');
    expect(body.results[3]).toMatchObject({ code: 'TEMPLATE_NOT_FOUND' });
    expect(body.results[4]).toMatchObject({ code: 'EMAIL_BULK_FEEDBACK' });

    for (const to of ['bulk.missing@example.com', 'bulk.three@example.com', 'bulk.other@example.com'])
      expect(await queuedFor(to)).toBe(0);
    const first = await waitForSunkMessage(demo.server, 'bulk.two@example.com', 'Welcome Ann');
    expect(first.rcptTo).toEqual(['bulk.two@example.com']);
    const german = await waitForSunkMessage(demo.server, 'bulk.four@example.com', 'Willkommen Ann');
    expect(german.html).toContain('Ann');
    const delivered = await waitFor(async () =>
      (await eventsOf('bulk.one@example.com')).find((e) => e.event_type === 'delivered'),
    );
    expect(delivered).toMatchObject({ template_id: templateId, message_subject: 'Welcome Ann' });
    expect(body.results[0].messages?.[0].message_id).toBe(delivered.message_id);
  });

  it('refuses the whole request without the utilities rule or the team, and queues nothing', async () => {
    const insider = await bulk('insider', w.platformTeam, [mailTo('bulk.denied@example.com')]);
    expect(insider.status).toBe(403);
    expect((await errorOf(insider)).code).toBe('EMAIL_UTILITIES_REQUIRED');
    const noTeam = await bulk('staff', null, [mailTo('bulk.denied@example.com')]);
    expect(noTeam.status).toBe(400);
    expect((await errorOf(noTeam)).code).toBe('EMAIL_TEAM_REQUIRED');
    const anonymous = await w.call(null, w.platformTeam, 'POST', '/api/email/send/bulk', {
      mails: [mailTo('bulk.denied@example.com')],
    });
    expect(anonymous.status).toBe(401);
    expect(await queuedFor('bulk.denied@example.com')).toBe(0);
    const tooMany = await bulk(
      'staff',
      w.platformTeam,
      Array.from({ length: 101 }, (_, i) => mailTo(`bulk.many${i}@example.com`)),
    );
    expect(tooMany.status).toBe(400);
    expect(await queuedFor('bulk.many0@example.com')).toBe(0);
    expect((await bulk('staff', w.platformTeam, [])).status).toBe(400);
  });

  it('delivers as single sends do: a 550 is a bounce, the next bulk send to it is suppressed', async () => {
    const to = 'bounce.bulk@example.com';
    const sent = await w.json<SendEmailBulkResponse>('staff', w.platformTeam, 'POST', '/api/email/send/bulk', {
      mails: [mailTo(to)],
    });
    expect(sent.results[0].status).toBe(202);
    await waitFor(async () => (await eventsOf(to)).find((e) => e.failure_type === 'bounce'));
    await w.json('staff', w.platformTeam, 'POST', '/api/email/send/bulk', { mails: [mailTo(to)] });
    const suppressed = await waitFor(async () =>
      (await eventsOf(to)).find((e) => e.failure_type === 'suppress-bounce'),
    );
    expect(suppressed.event_type).toBe('failed');
  });
});
