import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SinkMessage } from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { waitForSunkMessage } from '../../test/mail-sink.js';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer();
});
afterAll(async () => demo?.server.stop());

const path = (to: string) => `/api/email/sink/messages?to=${encodeURIComponent(to)}`;

describe('GET /api/email/sink/messages', () => {
  it('lets internal staff operators read the messages sent to an address, newest first', async () => {
    const to = 'sink.reader@example.com';
    const invite = await demo.call('teamAdmin', 'POST', `/api/core/teams/${demo.ids.acmeMobile}/addMember`, {
      email: to,
      role: 'standard-user',
    });
    expect(invite.status).toBe(201);
    await waitForSunkMessage(demo.server, to, '');

    const res = await demo.call('staff', 'GET', path('Sink.Reader@example.com'));
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: SinkMessage[] };
    expect(items.length).toBeGreaterThanOrEqual(1);
    expect(items[0].to).toContain(to);
    expect(items[0].html).toContain('/invite/teams/');
    expect(Number.isNaN(Date.parse(items[0].receivedAt))).toBe(false);
  });

  it('reports a message as spam: the recipient gets a complaint event and is suppressed', async () => {
    const to = 'spam.reporter@example.com';
    const invite = await demo.call('teamAdmin', 'POST', `/api/core/teams/${demo.ids.acmeMobile}/addMember`, {
      email: to,
      role: 'standard-user',
    });
    expect(invite.status).toBe(201);
    await waitForSunkMessage(demo.server, to, '');
    const { items } = (await (await demo.call('staff', 'GET', path(to))).json()) as { items: SinkMessage[] };
    const complaint = `/api/email/sink/messages/${items[0].id}/complaint`;
    expect((await demo.call('teamAdmin', 'POST', complaint)).status).toBe(403);
    expect((await demo.call('staff', 'POST', complaint)).status).toBe(204);
    const { rows } = await demo.server.platform.pool.query(
      `SELECT event_type, failure_type FROM email_events WHERE recipient = $1 AND failure_type IS NOT NULL`,
      [to],
    );
    expect(rows).toEqual([{ event_type: 'failed', failure_type: 'complaint' }]);
    const unknown = `/api/email/sink/messages/${crypto.randomUUID()}/complaint`;
    expect((await demo.call('staff', 'POST', unknown)).status).toBe(404);
  });

  it('answers an empty list for an address nobody wrote to', async () => {
    const res = await demo.call('staff', 'GET', path('nobody@example.com'));
    expect(await res.json()).toEqual({ items: [] });
  });

  it('refuses everyone but internal staff operators, and a missing address', async () => {
    expect((await demo.call(null, 'GET', path('a@example.com'))).status).toBe(401);
    expect((await demo.call('teamAdmin', 'GET', path('a@example.com'))).status).toBe(403);
    expect((await demo.call('developer', 'GET', path('developer@example.com'))).status).toBe(403);
    expect((await demo.call('staff', 'GET', '/api/email/sink/messages')).status).toBe(400);
  });
});
