/**
 * The warm-up documents a fresh lint worker lints before its first job: each is read by the engine's own parsers
 * (so their code is what gets warm), is of the format it is named for, and meets an example rule (its invalid
 * example reaches Ajv, whose instances and meta-schemas are what the warm-up builds); the fast engine's results on
 * them are Spectral's, and a document linted after the warm-up still gets Spectral's results.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Document, type ISpectralDiagnostic } from '@stoplight/spectral-core';
import Parsers from '@stoplight/spectral-parsers';
import { describe, expect, it } from 'vitest';
import { detectFormat, linterFor } from '../spectral-lint.js';
import { fastRun } from './fast-engine.js';
import { preparse, SourceParser } from './source-parser.js';
import { repoRoot } from './test-corpus.js';
import { generatedText, warmUp, warmUpDocuments, warmUpPlan } from './warm-up.js';
import { GENERATED_WARM_UP, generatedDescription, SCHEMA_WARM_UP, warmDocumentSchema } from './warm-up-schema.js';

const spectral = linterFor('recommended');
const view = (d: ISpectralDiagnostic) => ({ code: d.code, message: d.message, path: d.path, range: d.range });

async function both(text: string, source: string) {
  const reference = await spectral.run(new Document(text, Parsers.Yaml as never, source));
  const doc = new Document(text, SourceParser as never, source);
  const fast = await fastRun(spectral, doc);
  return { reference: reference.map(view), fast: fast.map(view), format: detectFormat(doc) };
}

describe('warm-up documents', () => {
  it('cover every format the engine recognises, in JSON and YAML', () => {
    const names = warmUpDocuments().map(([name]) => name);
    expect([...names].sort()).toEqual([
      'asyncapi-2.json',
      'asyncapi-3.json',
      'openapi-2.0.json',
      'openapi-3.0.json',
      'openapi-3.1.json',
      'openapi-3.1.yaml',
    ]);
  });

  it.each(warmUpDocuments())('%s: own parser, its format, an example rule, Spectral results', async (name, text) => {
    expect(preparse(text)).toBe(true);
    const { reference, fast, format } = await both(text, `/warm-up/${name}`);
    expect(format).toBe(name.replace(/\.(json|yaml)$/, ''));
    expect(fast).toEqual(reference);
    if (!name.startsWith('asyncapi-3')) expect(fast.some((r) => /example/.test(String(r.code)))).toBe(true);
  });

  it('a document linted after the warm-up gets the same results as Spectral', async () => {
    expect(await warmUp()).toEqual([]);
    const file = path.join(repoRoot, 'node_modules/@readme/oas-examples/3.1/json/schema-types.json');
    const { reference, fast } = await both(fs.readFileSync(file, 'utf8'), file);
    expect(fast).toEqual(reference);
  });

  it('warms the OpenAPI document schemas after the OpenAPI documents and before the AsyncAPI ones', () => {
    expect(warmUpPlan().map(([name]) => name)).toEqual([
      'openapi-3.0.json',
      'openapi-3.1.json',
      'openapi-2.0.json',
      'openapi-3.1.yaml',
      ...SCHEMA_WARM_UP.map((dialect) => `document-schema:${dialect}`),
      ...GENERATED_WARM_UP.map((dialect) => `generated:${dialect}`),
      'asyncapi-2.json',
      'asyncapi-3.json',
    ]);
  });

  it.each(['oas2_0', 'oas3_0', 'oas3_1'] as const)(
    'the generated %s description is valid for its document schema, and for Spectral (no oas*-schema result)',
    async (dialect) => {
      expect(warmDocumentSchema(dialect)).toBe(true);
      const text = JSON.stringify(generatedDescription(dialect, 3));
      const { reference, fast } = await both(text, `/warm-up/${dialect}.json`);
      expect(fast).toEqual(reference);
      expect(reference.filter((r) => /^oas\d-schema$/.test(String(r.code)))).toEqual([]);
    },
  );

  it.each(['oas2_0', 'oas3_0', 'oas3_1'] as const)(
    'the generated %s unit: read by the engine JSON reader, Spectral results',
    async (dialect) => {
      const text = generatedText(dialect);
      expect(preparse(text)).toBe(true);
      const { reference, fast } = await both(text, `/warm-up/generated-${dialect}.json`);
      expect(fast).toEqual(reference);
    },
  );

  it('stops before the next document when asked', async () => {
    const docs = warmUpDocuments();
    let asked = 0;
    const left = await warmUp(docs, () => ++asked > 2);
    expect(left).toEqual(docs.slice(2));
  });
});
