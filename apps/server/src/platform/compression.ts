/**
 * Compression and validators for answers built in memory (the API's JSON, the /ui-config files). Static files
 * are precompressed at build time and chosen by the static handler (web-app.ts); this covers the rest.
 *
 * BREACH: compression leaks the length of a body, so a secret next to text the attacker chose could be guessed byte
 * by byte. Every answer that carries a secret or a token is `cache-control: no-store` (client secrets, signing keys,
 * the sign-in pages); those are never compressed. The API authenticates with a bearer header, not a cookie, so a
 * third-party page cannot make the browser send authenticated requests whose sizes it could watch.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Below this a compressed answer saves less than a TCP packet; not worth the CPU. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// Quality 5 brotli compresses JSON almost as well as 11 at a fraction of the CPU (answers are made per request).
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
// Level 1 gzip: a page of 100 device events (25 KB) came to 3% more bytes than the default level 6, at a third to a
// quarter of the CPU.
const GZIP_OPTIONS = { level: 1 };
/**
 * Up to this size an answer is compressed on the event loop (a fraction of a millisecond): on the thread pool it
 * cost two thread wake-ups, each a wait for a core on a busy machine. Larger answers still go to the pool.
 */
const SYNC_MAX_BYTES = 64 * 1024;
const COMPRESSIBLE = /^(application\/(json|problem\+json|javascript|xml|yaml)|text\/)/;

/** The best coding the client accepts: br, then gzip; q=0 refuses one. */
export function chooseEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return undefined;
}

const isNoStore = (reply: FastifyReply) => /no-store/i.test(String(reply.getHeader('cache-control') ?? ''));

/** `no-cache` answers (index.html's siblings: the /ui-config files) get an ETag and answer 304 when unchanged. */
function validate(req: FastifyRequest, reply: FastifyReply, payload: string | Buffer): boolean {
  if (!/^no-cache$/i.test(String(reply.getHeader('cache-control') ?? '')) || reply.getHeader('etag')) return false;
  const etag = `W/"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
  reply.header('etag', etag);
  const given = req.headers['if-none-match'];
  return typeof given === 'string' && given.split(',').some((t) => t.trim() === etag);
}

/** Keeps a Vary the route set (CORS: Origin) and adds Accept-Encoding. */
function addVary(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** Callback style, and the body's bytes made only when needed: most answers are small JSON strings left as they are. */
function onSend(
  req: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (err: Error | null, value?: unknown) => void,
): void {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
  const read = req.method === 'GET' || req.method === 'HEAD';
  if (read && reply.statusCode === 200 && validate(req, reply, payload)) {
    reply.code(304).removeHeader('content-length').removeHeader('content-type');
    return done(null, '');
  }
  const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
  const type = String(reply.getHeader('content-type') ?? '');
  if (size < COMPRESS_THRESHOLD_BYTES || !COMPRESSIBLE.test(type)) return done(null, payload);
  if (reply.getHeader('content-encoding') || isNoStore(reply) || reply.getHeader('set-cookie')) {
    return done(null, payload);
  }
  addVary(reply);
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  if (!encoding) return done(null, payload);
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  const packed = (out: Buffer) => {
    reply.header('content-encoding', encoding).removeHeader('content-length');
    done(null, out);
  };
  if (body.length <= SYNC_MAX_BYTES) {
    let out: Buffer;
    try {
      out = encoding === 'br' ? zlib.brotliCompressSync(body, BROTLI_OPTIONS) : zlib.gzipSync(body, GZIP_OPTIONS);
    } catch (err) {
      return done(err as Error);
    }
    return packed(out);
  }
  (encoding === 'br' ? brotli(body, BROTLI_OPTIONS) : gzip(body, GZIP_OPTIONS)).then(packed, done);
}

export const compressionPlugin = fp(async (app) => {
  app.addHook('onSend', onSend);
});
