/**
 * Receives the one uploaded file of POST /specs/linter as a stream onto disk (LINT_STORAGE_DIR/uploads, under a
 * generated name): never more than a chunk in memory, refused with 413 the moment it passes 100,000,000 bytes,
 * and with 415 as soon as its name or its first bytes show it is not JSON or YAML.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  LINTER_ERRORS,
  LINTER_MAX_FILE_BYTES,
  SNIFF_BYTES,
  hasSpecExtension,
  sniffSpecSyntax,
  type LintSyntax,
} from '@dc/contracts';
import { catalogueError } from '../../platform/errors.js';

export interface ReceivedUpload {
  /** Where the bytes are now (a generated name). */
  path: string;
  /** The client's name, cleaned, for display only. */
  fileName: string;
  size: number;
  syntax: LintSyntax;
}

/** Multipart framing and a file name never take more than this beyond the file itself. */
const MULTIPART_ALLOWANCE = 64 * 1024;

export const multipartLimits = {
  fileSize: LINTER_MAX_FILE_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 1024,
  parts: 11,
  headerPairs: 50,
};

/** The client's file name without any directory part or control characters. */
export function displayName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001F\u007F]/g, '').trim().slice(0, 255);
}

/** A declared body beyond the limit is refused before a byte of it is read. */
export function refuseOversizedBody(req: FastifyRequest): void {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > LINTER_MAX_FILE_BYTES + MULTIPART_ALLOWANCE)
    throw catalogueError(LINTER_ERRORS.fileTooLarge);
}

/**
 * After an early refusal the client may still be sending: read and drop what follows (bounded), then close the
 * connection, so the refusal reaches the client and no memory is spent on the rest.
 */
export function discardRest(req: FastifyRequest, reply: FastifyReply, capBytes = 16 * 1024 * 1024): void {
  const raw = req.raw;
  if (raw.readableEnded || raw.destroyed) return;
  reply.header('connection', 'close');
  let dropped = 0;
  raw.unpipe();
  raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > capBytes) raw.destroy();
  });
  raw.resume();
}

function sniffer(onHead: (head: Buffer) => Error | undefined) {
  const head: Buffer[] = [];
  let headBytes = 0;
  let done = false;
  const check = () => {
    done = true;
    return onHead(Buffer.concat(head).subarray(0, SNIFF_BYTES));
  };
  return new Transform({
    transform(chunk: Buffer, _enc, cb) {
      if (!done) {
        head.push(chunk);
        headBytes += chunk.length;
        if (headBytes >= SNIFF_BYTES) return cb(check() ?? null, chunk);
      }
      cb(null, chunk);
    },
    flush(cb) {
      cb(done ? null : (check() ?? null));
    },
  });
}

export async function receiveUpload(req: FastifyRequest, storageDir: string): Promise<ReceivedUpload> {
  if (!req.isMultipart()) throw catalogueError(LINTER_ERRORS.noFile);
  const part = await req.file({ limits: multipartLimits, throwFileSizeLimit: false });
  if (!part) throw catalogueError(LINTER_ERRORS.noFile);
  const fileName = displayName(part.filename);
  if (!hasSpecExtension(fileName)) throw catalogueError(LINTER_ERRORS.invalidFormat);

  const dir = path.join(storageDir, 'uploads');
  await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
  const target = path.join(dir, `${randomUUID()}.part`);
  const found: { syntax?: LintSyntax } = {};
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      size += chunk.length;
      cb(null, chunk);
    },
  });
  const sniff = sniffer((head) => {
    found.syntax = sniffSpecSyntax(new TextDecoder('utf-8').decode(head)) ?? undefined;
    return found.syntax ? undefined : catalogueError(LINTER_ERRORS.invalidFormat);
  });
  part.file.on('limit', () => counter.destroy(catalogueError(LINTER_ERRORS.fileTooLarge)));
  try {
    await pipeline(part.file, counter, sniff, fs.createWriteStream(target, { flags: 'wx', mode: 0o600 }));
    if (part.file.truncated) throw catalogueError(LINTER_ERRORS.fileTooLarge);
    if (!found.syntax) throw catalogueError(LINTER_ERRORS.invalidFormat);
  } catch (err) {
    await fs.promises.rm(target, { force: true });
    throw err;
  }
  return { path: target, fileName, size, syntax: found.syntax };
}

/** Removes partial uploads an earlier run left behind (older than an hour: another request may be writing). */
export async function removeStaleUploads(storageDir: string): Promise<void> {
  const dir = path.join(storageDir, 'uploads');
  const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
  const cutoff = Date.now() - 3600_000;
  for (const name of names) {
    const file = path.join(dir, name);
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (stat && stat.mtimeMs < cutoff) await fs.promises.rm(file, { force: true });
  }
}
