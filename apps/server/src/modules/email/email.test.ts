import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsResponse, EmailEvent, SendEmailResponse } from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { waitFor, waitForSunkMessage } from '../../test/mail-sink.js';
import { errorOf, sampleTemplate, utilitiesWorld, type UtilitiesWorld } from '../templates/templates-test-kit.js';

let demo: DemoServer;
let w: UtilitiesWorld;
let templateId: string;
beforeAll(async () => {
  // The bypass lets this file send feedback without solving a captcha (email-feedback.test.ts covers the captcha).
  demo = await startDemoServer({ CAPTCHA_BYPASS: 'true', MAIL_RETRY_DELAY: '1' });
  w = await utilitiesWorld(demo);
  templateId = (
    await w.json<{ template_id: string }>('staff', w.platformTeam, 'POST', '/api/templates', sampleTemplate(), 201)
  ).template_id;
});
afterAll(async () => demo?.server.stop());

const send = (user: string, to: string, vars: Record<string, string> = { name: 'Ann', url: 'https://x.example.com' }) =>
  w.call(user, w.platformTeam, 'POST', '/api/email/send', {
    template: templateId,
    locale: 'en',
    to,
    template_variables: vars,
  });

const eventsOf = async (recipient: string) =>
  (
    await w.json<{ events: EmailEvent[] }>(
      'support',
      w.platformTeam,
      'GET',
      `/api/email/events?recipient=${encodeURIComponent(recipient)}`,
    )
  ).events;

const waitForEvent = (recipient: string, match: (e: EmailEvent) => boolean) =>
  waitFor(async () => (await eventsOf(recipient)).find(match));

const sunkCount = async (to: string) =>
  Number(
    (await demo.server.platform.pool.query('SELECT count(*) AS n FROM sink_messages WHERE $1 = ANY(rcpt_to)', [to]))
      .rows[0].n,
  );

describe('e-mail service', () => {
  it('sends a test e-mail to two addresses: two messages in the sink with the values, delivered events', async () => {
    const res = await send('staff', 'first.reader@example.com, Second.Reader@example.com', {
      name: 'Zoë <Tester>',
      url: 'https://console.example.com/welcome',
    });
    expect(res.status).toBe(202);
    const body = (await res.json()) as SendEmailResponse;
    expect(body.messages.map((m) => m.recipient)).toEqual(['first.reader@example.com', 'second.reader@example.com']);
    for (const to of ['first.reader@example.com', 'second.reader@example.com']) {
      const msg = await waitForSunkMessage(demo.server, to, 'Welcome');
      expect(msg.rcptTo).toEqual([to]);
      expect(msg.subject).toBe('Welcome Zoë <Tester>');
      expect(msg.html).toContain('Hello Zoë &lt;Tester&gt;,');
      expect(msg.html).toContain('https:&#x2F;&#x2F;console.example.com&#x2F;welcome');
      const delivered = await waitForEvent(to, (e) => e.event_type === 'delivered');
      expect(delivered).toMatchObject({
        recipient: to,
        template_id: templateId,
        sender: 'no-reply@preprod.developer-console.local',
        message_subject: 'Welcome Zoë <Tester>',
        failure_type: null,
      });
      expect(body.messages.map((m) => m.message_id)).toContain(delivered.message_id);
    }
    const sunk = await demo.server.platform.pool.query<{ raw: string }>(
      `SELECT raw FROM sink_messages WHERE 'first.reader@example.com' = ANY(rcpt_to)`,
    );
    expect(sunk.rows[0].raw).toMatch(/^From: Acme Platform <no-reply@preprod\.developer-console\.local>$/m);
  });

  it('records a 550 as a failed bounce, then suppresses the address; stats count both', async () => {
    const to = 'bounce.someone@example.com';
    expect((await send('staff', to)).status).toBe(202);
    const bounce = await waitForEvent(to, (e) => e.failure_type === 'bounce');
    expect(bounce).toMatchObject({ event_type: 'failed', template_id: templateId });
    expect(bounce.reason).toContain('550');

    expect((await send('support', to)).status).toBe(202);
    const suppressed = await waitForEvent(to, (e) => e.failure_type === 'suppress-bounce');
    expect(suppressed.event_type).toBe('failed');
    expect(await sunkCount(to)).toBe(0);

    const stats = await w.json<AnalyticsResponse>(
      'support',
      w.platformTeam,
      'GET',
      `/api/email/stats?template_id=${templateId}&duration=7d`,
    );
    expect(stats).toMatchObject({ template_id: templateId, duration: '7d', aggregate: 'day' });
    expect(stats.stats).toHaveLength(7);
    expect(stats.totals).toEqual({
      accepted: { total: 4 },
      delivered: { total: 2 },
      failed: { bounce: 1, 'suppress-bounce': 1, 'suppress-complaint': 0 },
      complained: { total: 0 },
    });
    expect(stats.stats.at(-1)!.failed.bounce).toBe(1);
    const year = await w.json<AnalyticsResponse>(
      'support',
      w.platformTeam,
      'GET',
      `/api/email/stats?template_id=${templateId}`,
    );
    expect(year).toMatchObject({ duration: '12m', aggregate: 'month' });
    expect(year.stats).toHaveLength(12);
    const today = await w.json<AnalyticsResponse>(
      'support',
      w.platformTeam,
      'GET',
      `/api/email/stats?template_id=${templateId}&duration=1d`,
    );
    expect(today.stats.length).toBe(new Date().getUTCHours() + 1);
  });

  it('sends nothing when a variable has no value or the address list breaks the rules', async () => {
    const missing = await send('staff', 'nobody.one@example.com', { name: 'Ann', url: ' ' });
    expect(missing.status).toBe(400);
    expect(await errorOf(missing)).toMatchObject({ code: 'EMAIL_MISSING_VARIABLES', details: { variables: ['url'] } });
    const long = `${'a'.repeat(3190)}@example.com`;
    const tooLong = await send('staff', long);
    expect(tooLong.status).toBe(400);
    expect((await errorOf(tooLong)).message).toContain('Exceeding maximum Length');
    const invalid = await send('staff', 'nobody.one@example.com, not-an-address');
    expect((await errorOf(invalid)).message).toContain('Email address format is not valid');
    const short = await send('staff', 'ab');
    expect((await errorOf(short)).message).toContain('Need minimum Length');
    const de = await w.call('staff', w.platformTeam, 'POST', '/api/email/send', {
      template: templateId,
      locale: 'fr',
      to: 'nobody.one@example.com',
      template_variables: { name: 'a', url: 'b' },
    });
    expect(de.status).toBe(400);
    expect(await sunkCount('nobody.one@example.com')).toBe(0);
  });

  it('needs the utilities rule for test sends, events and stats; other teams see 404', async () => {
    for (const user of ['insider']) {
      expect((await send(user, 'x.one@example.com')).status).toBe(403);
      const events = await w.call(user, w.platformTeam, 'GET', '/api/email/events?recipient=a@example.com');
      expect(events.status).toBe(403);
      expect((await errorOf(events)).code).toBe('EMAIL_UTILITIES_REQUIRED');
      const stats = await w.call(user, w.platformTeam, 'GET', `/api/email/stats?template_id=${templateId}`);
      expect(stats.status).toBe(403);
    }
    const cross = await w.call('otherAdmin', w.otherTeam, 'GET', `/api/email/stats?template_id=${templateId}`);
    expect(cross.status).toBe(404);
    const crossSend = await w.call('otherAdmin', w.otherTeam, 'POST', '/api/email/send', {
      template: templateId,
      to: 'x.two@example.com',
      template_variables: { name: 'a', url: 'b' },
    });
    expect(crossSend.status).toBe(404);
    // The other team's trace does not show this team's template mails.
    const trace = await w.json<{ events: EmailEvent[] }>(
      'otherAdmin',
      w.otherTeam,
      'GET',
      '/api/email/events?recipient=first.reader@example.com',
    );
    expect(trace.events).toEqual([]);
    const noRecipient = await w.call('support', w.platformTeam, 'GET', '/api/email/events');
    expect((await errorOf(noRecipient)).message).toContain('Provide Email address');
  });

  it('accepts feedback from any signed-in user with the captcha bypass, to the support address', async () => {
    const res = await w.call('basic', null, 'POST', '/api/email/send', {
      template: 'feedback',
      locale: 'en',
      to: 'someone.else@example.com',
      template_variables: { description: 'The catalog page loads slowly for me.', current_page: '/catalogs' },
    });
    expect(res.status).toBe(202);
    const msg = await waitForSunkMessage(demo.server, 'support@developer-console.local', 'Feedback from Ben Basic');
    expect(msg.subject).toBe('[local] Feedback from Ben Basic');
    expect(msg.html).toContain('The catalog page loads slowly for me.');
    expect(msg.html).toContain('basic@example.com');
    expect(await sunkCount('someone.else@example.com')).toBe(0);
  });
});
