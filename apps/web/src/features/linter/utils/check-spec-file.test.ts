import { describe, expect, it } from 'vitest';
import { checkSpecFile } from './check-spec-file';

const fileOf = (name: string, content: string) => new File([content], name);

describe('checkSpecFile', () => {
  it('accepts JSON and YAML files by name and content', async () => {
    expect(await checkSpecFile(fileOf('a.json', '{"openapi":"3.1.0"}'))).toEqual({ ok: true, syntax: 'json' });
    expect(await checkSpecFile(fileOf('a.yml', 'openapi: 3.1.0\n'))).toEqual({ ok: true, syntax: 'yaml' });
  });

  it("refuses other types with the spec's reason", async () => {
    expect(await checkSpecFile(fileOf('a.txt', 'openapi: 3.1.0\n'))).toEqual({ ok: false, reason: 'invalidFormat' });
    expect(await checkSpecFile(fileOf('a.json', 'hello there'))).toEqual({ ok: false, reason: 'invalidFormat' });
  });

  it('refuses a file over 100,000,000 bytes before reading it', async () => {
    const big = fileOf('big.yaml', 'openapi: 3.0.0\n');
    Object.defineProperty(big, 'size', { value: 100_000_001 });
    expect(await checkSpecFile(big)).toEqual({ ok: false, reason: 'fileTooLarge' });
    const edge = fileOf('edge.yaml', 'openapi: 3.0.0\n');
    Object.defineProperty(edge, 'size', { value: 100_000_000 });
    expect(await checkSpecFile(edge)).toEqual({ ok: true, syntax: 'yaml' });
  });
});
