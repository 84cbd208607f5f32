/** Guards around the upload stream: limits, the early size refusal, draining after a refusal, stale files. */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LINTER_ERRORS, LINTER_MAX_FILE_BYTES } from '@dc/contracts';
import { catalogueError } from '../../platform/errors.js';

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

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F]/g;

/** The client's file name without any directory part or control characters. */
export function displayName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  return base.replace(CONTROL, '').trim().slice(0, 255);
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
