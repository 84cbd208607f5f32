/**
 * SSRF guard of outbound requests to URLs that users choose: event webhook endpoints (a subscriber chooses the URL
 * the server POSTs to) and Try it's relay to deployment URLs (a publisher chooses them). Without it they could make
 * the server call its own loopback services, the cloud metadata address (169.254.169.254) or hosts of the private
 * network. Refused: loopback, private (RFC 1918, fc00::/7), link-local, unspecified, carrier-grade NAT,
 * multicast and reserved ranges, and IPv6 forms that embed such an IPv4 address (mapped, translated, NAT64, 6to4).
 * Webhooks are checked when a subscription is created and again at every delivery; every outbound request has its
 * connection pinned to the address that passed the check (the agent's lookup), so a name that later resolves
 * elsewhere (DNS rebinding) cannot reach a private address.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

type Range = { prefix: number[]; bits: number; reason: string };
const range = (prefix: number[], bits: number, reason: string): Range => ({ prefix, bits, reason });

const V4_REFUSED: Range[] = [
  range([0], 8, 'unspecified'),
  range([10], 8, 'private'),
  range([100, 64], 10, 'carrier-grade NAT'),
  range([127], 8, 'loopback'),
  range([169, 254], 16, 'link-local'),
  range([172, 16], 12, 'private'),
  range([192, 0, 0], 24, 'reserved'),
  range([192, 168], 16, 'private'),
  range([198, 18], 15, 'reserved'),
  range([224], 4, 'multicast'),
  range([240], 4, 'reserved'), // and the broadcast address
];

const V6_REFUSED: Range[] = [
  range([0x00, 0x64, 0xff, 0x9b, 0, 1], 48, 'private'), // local-use NAT64
  range([0x01, 0x00, 0, 0, 0, 0, 0, 0], 64, 'reserved'), // discard-only
  range([0xfc], 7, 'private'),
  range([0xfe, 0x80], 10, 'link-local'),
  range([0xfe, 0xc0], 10, 'private'), // site-local (deprecated)
  range([0xff], 8, 'multicast'),
];

/** IPv6 prefixes whose address carries an IPv4 address (checked as that IPv4), and where it sits. */
const V6_EMBEDDING: Array<Range & { at: number }> = [
  { ...range([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff], 96, 'IPv4-mapped'), at: 12 },
  { ...range([0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 0, 0], 96, 'IPv4-translated'), at: 12 },
  { ...range([0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0], 96, 'NAT64'), at: 12 },
  { ...range([0x20, 0x02], 16, '6to4'), at: 2 },
  { ...range([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 96, 'IPv4-compatible'), at: 12 },
];

function inRange(bytes: number[], r: Range): boolean {
  for (let bit = 0; bit < r.bits; bit += 8) {
    const left = Math.min(8, r.bits - bit);
    const mask = (0xff << (8 - left)) & 0xff;
    if ((bytes[bit / 8] & mask) !== ((r.prefix[bit / 8] ?? 0) & mask)) return false;
  }
  return true;
}

const v4Bytes = (ip: string) => ip.split('.').map(Number);

/** The 16 bytes of a valid IPv6 address (zone id ignored, a dotted IPv4 tail allowed). */
function v6Bytes(ip: string): number[] {
  const text = ip
    .split('%')[0]
    .replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) =>
      [(+a << 8) | +b, (+c << 8) | +d].map((n) => n.toString(16)).join(':'),
    );
  const [head, tail] = text.split('::');
  const groups = (s: string | undefined) => (s ? s.split(':') : []);
  const h = groups(head);
  const t = groups(tail);
  const all = tail === undefined ? h : [...h, ...Array<string>(8 - h.length - t.length).fill('0'), ...t];
  return all.flatMap((g) => {
    const n = parseInt(g, 16);
    return [n >> 8, n & 0xff];
  });
}

function v4Reason(bytes: number[]): string | null {
  return V4_REFUSED.find((r) => inRange(bytes, r))?.reason ?? null;
}

/** Why an IP address may not be called (loopback, private, ...), or null when it is public. */
export function refusedAddressReason(ip: string): string | null {
  if (net.isIPv4(ip)) return v4Reason(v4Bytes(ip));
  if (!net.isIPv6(ip)) return 'not an IP address';
  const bytes = v6Bytes(ip);
  if (bytes.every((b) => b === 0)) return 'unspecified';
  if (bytes.slice(0, 15).every((b) => b === 0) && bytes[15] === 1) return 'loopback';
  const embedding = V6_EMBEDDING.find((r) => inRange(bytes, r));
  if (embedding) {
    const reason = v4Reason(bytes.slice(embedding.at, embedding.at + 4));
    return reason && `${reason} (${embedding.reason})`;
  }
  return V6_REFUSED.find((r) => inRange(bytes, r))?.reason ?? null;
}

/** Resolves a host name to every address (the system resolver, as connections use it). */
export type ResolveAll = (hostname: string) => Promise<dns.LookupAddress[]>;
export const systemResolve: ResolveAll = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

export class EndpointRefusedError extends Error {
  readonly code = 'ADDRESS_NOT_ALLOWED';
}

/** How long a subscription waits for the endpoint's name to resolve. */
const RESOLVE_WAIT_MS = 3000;

const hostOf = (endpoint: string) => new URL(endpoint).hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Why an endpoint is refused (its host is, or resolves to, an address that is not public), or null. A name that
 * does not resolve now is not refused here: every delivery checks again.
 */
export async function refusedEndpointReason(endpoint: string, resolve = systemResolve): Promise<string | null> {
  const host = hostOf(endpoint);
  if (net.isIP(host)) return refusedAddressReason(host);
  // A resolver that does not answer must not hold the request: the name is then treated as not resolving.
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<dns.LookupAddress[]>((done) => (timer = setTimeout(() => done([]), RESOLVE_WAIT_MS)));
  const addresses = await Promise.race([resolve(host).catch(() => []), late]).finally(() => clearTimeout(timer));
  for (const a of addresses) {
    const reason = refusedAddressReason(a.address);
    if (reason) return `${host} resolves to a ${reason} address`;
  }
  return null;
}

/**
 * A lookup for http(s) agents that refuses a name when any of its addresses is not public, and otherwise hands
 * the connection exactly the addresses it checked (so the socket connects to a checked address).
 */
export function guardedLookup(resolve = systemResolve): net.LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        for (const a of addresses) {
          const reason = refusedAddressReason(a.address);
          if (reason) {
            return callback(new EndpointRefusedError(`${hostname} resolves to a ${reason} address`), '', 0);
          }
        }
        const usable = options.family ? addresses.filter((a) => a.family === options.family) : addresses;
        if (usable.length === 0) {
          const err: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`);
          err.code = 'ENOTFOUND';
          return callback(err, '', 0);
        }
        if (options.all) return callback(null, usable);
        callback(null, usable[0].address, usable[0].family);
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 0),
    );
  };
}

/**
 * The http and https agents of one outbound client: with the guarded lookup unless private targets are allowed.
 * `agentFor` picks by the URL's protocol; `destroy` closes both.
 */
export function guardedAgents(options: { allowPrivate: boolean; resolve?: ResolveAll; keepAlive?: boolean }) {
  const lookup = options.allowPrivate ? undefined : guardedLookup(options.resolve ?? systemResolve);
  const agentOptions = { keepAlive: options.keepAlive ?? false, lookup };
  const httpAgent = new http.Agent(agentOptions);
  const httpsAgent = new https.Agent(agentOptions);
  return {
    agentFor: (url: URL) => (url.protocol === 'https:' ? httpsAgent : httpAgent),
    destroy() {
      httpAgent.destroy();
      httpsAgent.destroy();
    },
  };
}

/** Refuses an IP literal host before a request (connections to literals skip the lookup). */
export function refusedLiteralHost(endpoint: string): string | null {
  const host = hostOf(endpoint);
  return net.isIP(host) ? refusedAddressReason(host) : null;
}
