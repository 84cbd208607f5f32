import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type dns from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EndpointRefusedError,
  guardedLookup,
  refusedAddressReason,
  refusedEndpointReason,
  type ResolveAll,
} from '../../platform/address-guard.js';
import { createWebhookSender } from './webhook-sender.js';

/** A resolver from a table (a name missing from it does not resolve). */
const table =
  (names: Record<string, string[]>): ResolveAll =>
  async (host) => {
    const addresses = names[host];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

describe('refusedAddressReason', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.10', 'private'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.251', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback (IPv4-mapped)'],
    ['::ffff:7f00:1', 'loopback (IPv4-mapped)'],
    ['::ffff:169.254.169.254', 'link-local (IPv4-mapped)'],
    ['::ffff:0:10.0.0.1', 'private (IPv4-translated)'],
    ['64:ff9b::192.168.0.1', 'private (NAT64)'],
    ['2002:7f00:1::', 'loopback (6to4)'],
    ['::127.0.0.1', 'loopback (IPv4-compatible)'],
  ])('%s is refused (%s)', (ip, reason) => {
    expect(refusedAddressReason(ip)).toBe(reason);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
    '2002:808:808::',
  ])('%s is public', (ip) => {
    expect(refusedAddressReason(ip)).toBeNull();
  });
});

describe('refusedEndpointReason', () => {
  const resolve = table({ 'loopback.test': ['127.0.0.1'], 'mixed.test': ['93.184.216.34', '10.0.0.7'] });

  it('refuses literal hosts in every spelling the URL parser accepts, and names resolving to them', async () => {
    for (const url of [
      'http://127.0.0.1:8080/x',
      'http://[::1]/x',
      'http://[::ffff:127.0.0.1]/x',
      'https://2130706433/x', // 127.0.0.1 as one number
      'https://0x7f.1/x',
      'https://169.254.169.254/latest/meta-data/',
      'https://loopback.test/x',
      'https://mixed.test/x', // one private address among public ones is enough
    ]) {
      expect(await refusedEndpointReason(url, resolve), url).not.toBeNull();
    }
  });

  it('accepts public addresses, and names that do not resolve yet (every delivery checks again)', async () => {
    expect(await refusedEndpointReason('https://93.184.216.34/hook', resolve)).toBeNull();
    expect(await refusedEndpointReason('https://[2606:4700::1111]/hook', resolve)).toBeNull();
    expect(await refusedEndpointReason('https://hooks.unknown.test/hook', resolve)).toBeNull();
  });

  it('uses the system resolver by default: localhost is refused', async () => {
    expect(await refusedEndpointReason('http://localhost:3000/x')).toMatch(/loopback/);
  });
});

describe('guardedLookup', () => {
  const lookup = (resolve: ResolveAll, host: string, options: dns.LookupOptions) =>
    new Promise<{ err: Error | null; address: string | dns.LookupAddress[]; family?: number }>((done) =>
      guardedLookup(resolve)(host, options, (err, address, family) => done({ err, address, family })),
    );

  it('hands the connection exactly the addresses it checked', async () => {
    let calls = 0;
    const resolve: ResolveAll = async () => {
      calls++;
      return [{ address: '93.184.216.34', family: 4 }];
    };
    expect(await lookup(resolve, 'public.test', {})).toEqual({ err: null, address: '93.184.216.34', family: 4 });
    expect(await lookup(resolve, 'public.test', { all: true })).toEqual({
      err: null,
      address: [{ address: '93.184.216.34', family: 4 }],
      family: undefined,
    });
    expect(calls).toBe(2);
  });

  it('refuses a name with any private address', async () => {
    const { err } = await lookup(table({ 'x.test': ['93.184.216.34', '::1'] }), 'x.test', { all: true });
    expect(err).toBeInstanceOf(EndpointRefusedError);
    expect(err?.message).toBe('x.test resolves to a loopback address');
  });
});

describe('createWebhookSender', () => {
  let receiver: Server;
  let port: number;
  const hits: string[] = [];
  beforeAll(async () => {
    receiver = createServer((req, res) => {
      hits.push(req.url ?? '');
      if (req.url === '/moved') return res.writeHead(302, { location: '/target' }).end();
      res.writeHead(204).end();
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    port = (receiver.address() as AddressInfo).port;
  });
  afterAll(() => receiver?.close());

  it('never connects to a private address: literal, resolved, or rebound after a public answer', async () => {
    let answers = 0;
    // DNS rebinding: public when the subscription was checked, loopback when the delivery connects.
    const rebinding: ResolveAll = async () => [{ address: answers++ === 0 ? '93.184.216.34' : '127.0.0.1', family: 4 }];
    expect(await refusedEndpointReason(`http://rebind.test:${port}/a`, rebinding)).toBeNull();
    const sender = createWebhookSender({ allowPrivate: false, timeoutMs: 2000, resolve: rebinding });
    try {
      for (const url of [
        `http://rebind.test:${port}/a`,
        `http://127.0.0.1:${port}/b`,
        `http://[::ffff:127.0.0.1]:${port}/c`,
        `http://localhost:${port}/d`,
      ]) {
        const result = await sender.post(url, {}, '{}');
        expect(result, url).toMatchObject({ statusCode: null, refused: true });
        expect(result.error).toMatch(/^Refused: private addresses are not allowed \(.*(loopback).*\)\.$/);
      }
    } finally {
      sender.close();
    }
    expect(hits).toEqual([]);
  });

  it('with private targets allowed, posts; a redirect is an answer, never followed', async () => {
    const sender = createWebhookSender({ allowPrivate: true, timeoutMs: 2000 });
    try {
      expect(await sender.post(`http://localhost:${port}/ok`, { 'x-a': '1' }, '{}')).toEqual({
        statusCode: 204,
        error: null,
        refused: false,
      });
      expect((await sender.post(`http://127.0.0.1:${port}/moved`, {}, '{}')).statusCode).toBe(302);
    } finally {
      sender.close();
    }
    expect(hits).toEqual(['/ok', '/moved']);
  });
});
