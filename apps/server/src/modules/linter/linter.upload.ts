/**
 * Receives the one uploaded file of POST /specs/linter as a stream onto disk (LINT_STORAGE_DIR/uploads, under a
 * generated name): never more than a chunk in memory, refused with 413 the moment it passes 100,000,000 bytes,
 * and with 415 as soon as its name or its first bytes show it is not JSON or YAML.
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { LINTER_ERRORS, SNIFF_BYTES, hasSpecExtension, sniffSpecSyntax, type LintSyntax } from '@dc/contracts';
import { catalogueError } from '../../platform/errors.js';
import { displayName, multipartLimits } from './upload-guards.js';

export interface ReceivedUpload {
  /** Where the bytes are now (a generated name). */
  path: string;
  /** The client's name, cleaned, for display only. */
  fileName: string;
  size: number;
  syntax: LintSyntax;
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

type FilePart = { filename: string; file: NodeJS.ReadableStream & { truncated: boolean } };

/** One file part onto disk: counted, sniffed, cut off at the limit. */
async function storeFile(part: FilePart, storageDir: string): Promise<ReceivedUpload> {
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
  const out = fs.createWriteStream(target, { flags: 'wx', mode: 0o600 });
  try {
    await pipeline(part.file, counter, sniff, out);
    if (part.file.truncated) throw catalogueError(LINTER_ERRORS.fileTooLarge);
    if (!found.syntax) throw catalogueError(LINTER_ERRORS.invalidFormat);
  } catch (err) {
    // A refusal in the first chunk can come before the file is even open: removing it before the stream has
    // closed would leave the file behind once the open completes.
    if (!out.closed) await once(out, 'close').catch(() => undefined);
    await fs.promises.rm(target, { force: true });
    throw err;
  }
  return { path: target, fileName, size, syntax: found.syntax };
}

/** The request's one file; fields are ignored, a second file is refused (400). */
export async function receiveUpload(req: FastifyRequest, storageDir: string): Promise<ReceivedUpload> {
  if (!req.isMultipart()) throw catalogueError(LINTER_ERRORS.noFile);
  let upload: ReceivedUpload | undefined;
  try {
    for await (const part of req.parts({ limits: multipartLimits })) {
      if (part.type !== 'file') continue;
      if (upload) throw catalogueError(LINTER_ERRORS.oneFileOnly);
      upload = await storeFile(part as unknown as FilePart, storageDir);
    }
  } catch (err) {
    if (upload) await fs.promises.rm(upload.path, { force: true });
    if ((err as { code?: string }).code === 'FST_FILES_LIMIT') throw catalogueError(LINTER_ERRORS.oneFileOnly);
    throw err;
  }
  if (!upload) throw catalogueError(LINTER_ERRORS.noFile);
  return upload;
}
