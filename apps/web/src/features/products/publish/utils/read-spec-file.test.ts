import { describe, expect, it } from 'vitest';
import { PRODUCT_SPEC_MAX_BYTES } from '@dc/contracts';
import { readSpecFile } from './read-spec-file';

const file = (name: string, text: string) => new File([text], name);
const OPENAPI = `openapi: 3.0.3
info:
  title: Crane Lift Planner API
  version: 2026-01-15
  description: |
    Plans crane lifts: loads, radii
    and ground bearing.

    Second paragraph.
tags:
  - name: cranes
  - name: lifts
  - name: cranes
paths: {}
`;

describe('readSpecFile', () => {
  it('reads what the form prefills from an OpenAPI document (YAML)', async () => {
    expect(await readSpecFile(file('cranes.yaml', OPENAPI), 'api')).toEqual({
      ok: true,
      info: {
        kind: 'api',
        format: 'OpenAPI 3.0.3',
        title: 'Crane Lift Planner API',
        description: 'Plans crane lifts: loads, radii and ground bearing.',
        // The core schema keeps a date-like version as text.
        version: '2026-01-15',
        tags: ['cranes', 'lifts'],
      },
    });
  });

  it('takes AsyncAPI 3 info.tags, and JSON', async () => {
    const doc = { asyncapi: '3.0.0', info: { title: 'Alarms', version: '1.0.0', tags: [{ name: 'alarms' }] } };
    expect(await readSpecFile(file('a.json', JSON.stringify(doc)), 'event')).toMatchObject({
      ok: true,
      info: { kind: 'event', format: 'AsyncAPI 3.0.0', tags: ['alarms'], description: '' },
    });
  });

  it('names the line and column of a YAML syntax error, as the server does', async () => {
    const broken = 'openapi: 3.0.3\ninfo:\n  title: Broken\n   version: 1.0.0\npaths: {}\n';
    expect(await readSpecFile(file('b.yaml', broken), 'api')).toEqual({
      ok: false,
      reason: 'parse',
      problem: { line: 4, column: 11, message: 'Bad indentation of a mapping entry' },
    });
  });

  it('names the line of a JSON syntax error when the engine gives its position', async () => {
    const check = await readSpecFile(file('b.json', '{\n  "openapi": "3.0.3"\n  "info": {}\n}'), 'api');
    expect(check).toMatchObject({ ok: false, reason: 'parse', problem: { line: 3, column: 3 } });
  });

  it('refuses other files: size, type, content, kind', async () => {
    const big = new File([new Uint8Array(PRODUCT_SPEC_MAX_BYTES + 1)], 'big.yaml');
    expect(await readSpecFile(big, 'api')).toEqual({ ok: false, reason: 'fileTooLarge' });
    expect(await readSpecFile(file('notes.txt', OPENAPI), 'api')).toEqual({ ok: false, reason: 'invalidFormat' });
    expect(await readSpecFile(file('prose.yaml', 'Just some prose.'), 'api')).toEqual({
      ok: false,
      reason: 'invalidFormat',
    });
    expect(await readSpecFile(file('x.yaml', 'name: not a spec\n'), 'api')).toEqual({
      ok: false,
      reason: 'unsupported',
    });
    expect(await readSpecFile(file('cranes.yaml', OPENAPI), 'event')).toEqual({ ok: false, reason: 'wrongKind' });
  });
});
