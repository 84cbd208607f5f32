import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { waitFor } from '../../test/mail-sink.js';
import { recipientRejecter } from './sink.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SMTP_SINK_REJECT: 'bounce*@*,*@gone.example.com' });
});
afterAll(async () => server?.stop());

const eventsOf = async (mailId: string) =>
  (
    await server.platform.pool.query<{ recipient: string; event_type: string; failure_type: string | null }>(
      `SELECT recipient, event_type, failure_type FROM email_events WHERE mail_id = $1 ORDER BY occurred_at, recipient`,
      [mailId],
    )
  ).rows;
const statusOf = async (mailId: string) =>
  (await server.platform.pool.query('SELECT status FROM mail_messages WHERE id = $1', [mailId])).rows[0]
    .status as string;
const settled = (mailId: string) =>
  waitFor(async () => ((await statusOf(mailId)) === 'QUEUED' ? undefined : statusOf(mailId)));

describe('delivery outcomes per recipient', () => {
  it('matches sink reject patterns', () => {
    const rejects = recipientRejecter('bounce*@*, *@gone.example.com');
    expect(rejects('Bounce.me@example.com')).toBe(true);
    expect(rejects('a@gone.example.com')).toBe(true);
    expect(rejects('a@example.com')).toBe(false);
    expect(recipientRejecter('none')('bounce@example.com')).toBe(false);
  });

  it('delivers to the accepted recipient and bounces the refused one in the same mail', async () => {
    const id = await server.platform.mail.send({
      to: ['fine@example.com', 'someone@gone.example.com'],
      subject: 'Mixed',
      text: 'x',
    });
    expect(await settled(id)).toBe('SENT');
    expect(await eventsOf(id)).toEqual(
      expect.arrayContaining([
        { recipient: 'fine@example.com', event_type: 'accepted', failure_type: null },
        { recipient: 'someone@gone.example.com', event_type: 'accepted', failure_type: null },
        { recipient: 'fine@example.com', event_type: 'delivered', failure_type: null },
        { recipient: 'someone@gone.example.com', event_type: 'failed', failure_type: 'bounce' },
      ]),
    );
    const { rows } = await server.platform.pool.query(
      'SELECT reason, code FROM email_suppressions WHERE address = $1',
      ['someone@gone.example.com'],
    );
    expect(rows).toEqual([{ reason: 'bounce', code: 550 }]);
  });

  it('never sends to a suppressed address, and a complaint suppresses too', async () => {
    const only = await server.platform.mail.send({ to: ['someone@gone.example.com'], subject: 'Again', text: 'x' });
    expect(await settled(only)).toBe('SUPPRESSED');
    expect((await eventsOf(only)).at(-1)).toMatchObject({ event_type: 'failed', failure_type: 'suppress-bounce' });

    const [queued] = await server.platform.mail.sendAll([{ to: ['reader@example.com'], subject: 'Spammy', text: 'x' }]);
    expect(await settled(queued.id)).toBe('SENT');
    expect(await server.platform.mail.reportComplaint(queued.messageId, 'Reader@example.com')).toBe(true);
    expect(await server.platform.mail.reportComplaint(queued.messageId, 'reader@example.com')).toBe(true);
    expect(await server.platform.mail.reportComplaint(queued.messageId, 'other@example.com')).toBe(false);
    expect((await eventsOf(queued.id)).filter((e) => e.failure_type === 'complaint')).toHaveLength(1);

    const next = await server.platform.mail.send({ to: ['reader@example.com'], subject: 'After', text: 'x' });
    expect(await settled(next)).toBe('SUPPRESSED');
    expect((await eventsOf(next)).at(-1)).toMatchObject({ failure_type: 'suppress-complaint' });
    const sunk = await server.platform.pool.query(`SELECT 1 FROM sink_messages WHERE subject = 'After'`);
    expect(sunk.rowCount).toBe(0);
  });
});
