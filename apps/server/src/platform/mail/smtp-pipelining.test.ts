/**
 * The pipelined SMTP pool (issue 24) against a real SMTP server in this process: the mail arrives byte for byte (dots
 * at line starts included), a refused recipient is reported with its own answer while the others are delivered, a
 * refused envelope leaves the session usable, a connection that drops is a failure without a response code (to be
 * retried), and a server without PIPELINING or with STARTTLS gets every mail through the fallback.
 */
import net from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { outcomesOfError, outcomesOfSent } from './mail-outcome.js';
import type { RawSender } from './raw-send.js';
import { dotStuffed, pipelinedPool } from './smtp-pipelining.js';

interface Arrival {
  from: string;
  to: string[];
  raw: string;
}

const servers: SMTPServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
});

async function relay(options: Partial<SMTPServerOptions> = {}) {
  const arrived: Arrival[] = [];
  const sessions = { opened: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect: (_s, cb) => {
      sessions.opened++;
      cb();
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce'))
        return callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
      if (address.address.startsWith('busy'))
        return callback(Object.assign(new Error('Try later'), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        arrived.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('latin1'),
        });
        callback();
      });
    },
    ...options,
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = ((server as unknown as { server: net.Server }).server.address() as net.AddressInfo).port;
  return { url: `smtp://127.0.0.1:${port}`, arrived, sessions };
}

const fallbackCalls: string[] = [];
const fallback: RawSender = async (envelope) => {
  fallbackCalls.push(...envelope.to);
  return { accepted: envelope.to, rejectedErrors: [] } as never;
};
const RAW = Buffer.from('Subject: hi\r\n\r\n.leading dot\r\nmiddle\r\n..two dots\r\n.\r\nend\r\n', 'latin1');

describe('pipelined SMTP pool', () => {
  it('delivers the content as given, to the accepted recipients, over a few reused sessions', async () => {
    const r = await relay();
    const pool = pipelinedPool(r.url, { connections: 2, messagesPerConnection: 1000, fallback })!;
    const infos = await Promise.all(
      Array.from({ length: 6 }, (_, i) => pool.send({ from: 'a@x.test', to: [`r${i}@y.test`] }, `<m${i}@x>`, RAW)),
    );
    pool.close();
    expect(infos.map((i) => outcomesOfSent([(i as { accepted: string[] }).accepted[0]], i)[0].kind)).toEqual(
      Array(6).fill('delivered'),
    );
    expect(r.arrived).toHaveLength(6);
    for (const a of r.arrived) expect(a.raw).toBe(RAW.toString('latin1'));
    expect(r.arrived.map((a) => a.to[0]).sort()).toEqual(
      ['r0', 'r1', 'r2', 'r3', 'r4', 'r5'].map((x) => `${x}@y.test`),
    );
    expect(r.sessions.opened).toBe(2);
    expect(fallbackCalls).toEqual([]);
  });

  it('reports each refused recipient with its answer, delivers to the others, and keeps the session usable', async () => {
    const r = await relay();
    const pool = pipelinedPool(r.url, { connections: 1, messagesPerConnection: 1000, fallback })!;
    const to = ['ok@y.test', 'bounce@y.test', 'busy@y.test'];
    const info = await pool.send({ from: 'a@x.test', to }, '<m@x>', RAW);
    expect(outcomesOfSent(to, info).map((o) => [o.kind, 'code' in o ? o.code : null])).toEqual([
      ['delivered', null],
      ['bounced', 550],
      ['transient', 451],
    ]);
    // Every recipient refused: nothing is sent, each has its own answer, and the next mail goes out on the same session.
    const err = await pool.send({ from: 'a@x.test', to: ['bounce2@y.test'] }, '<n@x>', RAW).catch((e: unknown) => e);
    expect(outcomesOfError(['bounce2@y.test'], err as never)).toMatchObject([{ kind: 'bounced', code: 550 }]);
    await pool.send({ from: 'a@x.test', to: ['later@y.test'] }, '<o@x>', RAW);
    pool.close();
    expect(r.arrived.map((a) => a.to)).toEqual([['ok@y.test'], ['later@y.test']]);
    expect(r.sessions.opened).toBe(1);
  });

  it('a connection that drops before the answer fails the mail without a response code (a transient failure)', async () => {
    // A server that takes the envelope and then goes away with the content unanswered.
    const server = net.createServer((socket) => {
      socket.write('220 test\r\n');
      socket.on('data', (chunk: Buffer) => {
        const text = chunk.toString('latin1');
        if (text.startsWith('EHLO')) socket.write('250-test\r\n250 PIPELINING\r\n');
        else if (text.startsWith('MAIL')) socket.write('250 ok\r\n250 ok\r\n354 go\r\n');
        else socket.destroy();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.address() as net.AddressInfo;
    const pool = pipelinedPool(`smtp://127.0.0.1:${port}`, { connections: 1, messagesPerConnection: 1000, fallback })!;
    const err = (await pool.send({ from: 'a@x.test', to: ['t@y.test'] }, '<m@x>', RAW).catch((e: unknown) => e)) as {
      responseCode?: number;
      code?: string;
    };
    expect(err.code).toBe('ECONNECTION');
    expect(err.responseCode).toBeUndefined();
    expect(outcomesOfError(['t@y.test'], err as never)[0].kind).toBe('transient');
    // The next mail opens a new session (which drops too).
    const again = (await pool.send({ from: 'a@x.test', to: ['u@y.test'] }, '<n@x>', RAW).catch((e) => e)) as Error;
    expect((again as { code?: string }).code).toBe('ECONNECTION');
    pool.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('a server without PIPELINING, or offering STARTTLS, gets every mail through the fallback', async () => {
    for (const options of [{ hidePIPELINING: true }, { disabledCommands: [] as string[] }]) {
      fallbackCalls.length = 0;
      const r = await relay(options);
      const pool = pipelinedPool(r.url, { connections: 2, messagesPerConnection: 1000, fallback })!;
      await pool.send({ from: 'a@x.test', to: ['one@y.test'] }, '<m@x>', RAW);
      await pool.send({ from: 'a@x.test', to: ['two@y.test'] }, '<n@x>', RAW);
      pool.close();
      expect(fallbackCalls).toEqual(['one@y.test', 'two@y.test']);
      expect(r.arrived).toEqual([]);
    }
  });

  it('is not used for TLS, credentials or options it does not know', () => {
    for (const url of ['smtps://h:465', 'smtp://u:p@h:25', 'smtp://h:25?pool=false', 'smtp://h:25?secure=true'])
      expect(pipelinedPool(url, { connections: 1, messagesPerConnection: 1, fallback })).toBeUndefined();
  });

  it('dot-stuffs line starts and ends the content with CRLF.CRLF', () => {
    expect(dotStuffed(Buffer.from('.a\r\nb\r\n.c\r\n')).toString()).toBe('..a\r\nb\r\n..c\r\n.\r\n');
    expect(dotStuffed(Buffer.from('x')).toString()).toBe('x\r\n.\r\n');
  });
});
