/** The worker-thread validator answers exactly as the in-process reader, and survives a worker it had to end. */
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { readSpecDocument } from './spec-document.js';
import { createSpecValidator, type SpecValidator } from './spec-validator.js';

const VALID = `openapi: 3.0.3
info:
  title: Crane Lift Planner API
  version: 1.2.0
paths:
  /lifts:
    get:
      responses:
        '200':
          description: The lifts.
`;
/** Parses, but is no valid OpenAPI document (a response without its description). */
const INVALID = VALID.replace('          description: The lifts.\n', '          content: {}\n');

let validator: SpecValidator | undefined;
afterEach(() => validator?.close());

const refusal = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  const { statusCode, code, message, details } = err as AppError;
  return { statusCode, code, message, details };
};

describe('spec validator (worker thread)', () => {
  it('reads a valid document as the in-process reader does', async () => {
    validator = createSpecValidator({ timeoutSeconds: 60, maxMemoryMb: 1024 });
    expect(await validator.read(VALID, 'crane.yaml')).toEqual(await readSpecDocument(VALID, 'crane.yaml'));
  });

  it('refuses broken and invalid documents with the same code, message and problems', async () => {
    validator = createSpecValidator({ timeoutSeconds: 60, maxMemoryMb: 1024 });
    for (const [text, name] of [
      [INVALID, 'crane.yaml'],
      ['openapi: 3.0.3\ninfo:\n  title: Broken\n   version: 1.0.0\npaths: {}\n', 'broken.yaml'],
      [VALID, 'crane.txt'],
    ]) {
      const inWorker = await refusal(validator.read(text, name));
      expect(inWorker).toEqual(await refusal(readSpecDocument(text, name)));
      expect(inWorker.statusCode).toBe(400);
    }
  });

  it('ends a worker past its time limit with a refusal that says so', async () => {
    validator = createSpecValidator({ timeoutSeconds: 0.001, maxMemoryMb: 1024 });
    const late = await refusal(validator.read(VALID, 'crane.yaml'));
    expect(late).toMatchObject({ code: 'PRODUCT_SPEC_INVALID' });
    expect(JSON.stringify(late.details)).toContain('took longer than 0.001 seconds');
    const patient = createSpecValidator({ timeoutSeconds: 60, maxMemoryMb: 1024 });
    try {
      expect((await patient.read(VALID, 'crane.yaml')).summary.title).toBe('Crane Lift Planner API');
    } finally {
      await patient.close();
    }
  });

  it('takes documents one after another on one worker', async () => {
    validator = createSpecValidator({ timeoutSeconds: 60, maxMemoryMb: 1024 });
    const docs = await Promise.all(
      ['1.0.0', '2.0.0', '3.0.0'].map((v) => validator!.read(VALID.replace('1.2.0', v), 'crane.yaml')),
    );
    expect(docs.map((d) => d.summary.version)).toEqual(['1.0.0', '2.0.0', '3.0.0']);
  });
});
