/** The lazy request logger writes what a pino child would, with its bindings and redaction, and only at its level. */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logging.js';
import { requestLoggerFactory } from './request-logger.js';

function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { log: createLogger(level, stream), lines };
}

describe('requestLoggerFactory', () => {
  it('writes at and above the parent level, with the bindings, redacted', () => {
    const { log, lines } = capture('warn');
    const reqLog = requestLoggerFactory(log, { reqId: 'r-1' }, {});
    reqLog.info('not written');
    reqLog.debug('not written');
    expect(reqLog.isLevelEnabled('info')).toBe(false);
    expect(reqLog.isLevelEnabled('error')).toBe(true);
    reqLog.warn({ req: { headers: { authorization: 'Bearer abc' } }, hook: { secret: 's3' } }, 'written');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ reqId: 'r-1', msg: 'written', hook: { secret: '[redacted]' }, level: 40 });
    expect(JSON.stringify(lines[0])).not.toContain('abc');
  });

  it("follows a route's own level, 'silent' included", () => {
    const { log, lines } = capture('info');
    requestLoggerFactory(log, { reqId: 'a' }, { level: 'debug' }).debug('route debug');
    requestLoggerFactory(log, { reqId: 'b' }, { level: 'silent' }).error('never');
    expect(lines.map((l) => [l.reqId, l.msg])).toEqual([['a', 'route debug']]);
  });

  it('makes children that carry the request bindings', () => {
    const { log, lines } = capture('info');
    requestLoggerFactory(log, { reqId: 'c' }, {}).child({ job: 7 }).info('child line');
    expect(lines[0]).toMatchObject({ reqId: 'c', job: 7, msg: 'child line' });
  });

  it("gives Fastify's request logs their request id", async () => {
    const { log, lines } = capture('info');
    const app = Fastify({ loggerInstance: log, childLoggerFactory: requestLoggerFactory });
    app.get('/x', async (req) => {
      req.log.info('in handler');
      return 'ok';
    });
    await app.inject({ method: 'GET', url: '/x' });
    await app.close();
    const ids = new Set(lines.map((l) => l.reqId));
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'in handler', 'request completed']);
    expect(ids.size).toBe(1);
    expect([...ids][0]).toBeTruthy();
  });
});
