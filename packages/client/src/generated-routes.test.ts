import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROUTE_TABLE } from '@dc/contracts';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../scripts/render-routes';
import { ROUTES } from './generated/routes';

const generatedFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'generated/routes.ts');

describe('generated route descriptors', () => {
  it('match the contracts route table (run `npm run generate -w @dc/client` after changing it)', async () => {
    expect(readFileSync(generatedFile, 'utf8')).toBe(await renderRoutes());
  });

  it('name every route of the table with its method and full path', () => {
    expect(Object.keys(ROUTES)).toHaveLength(ROUTE_TABLE.length);
    for (const entry of ROUTE_TABLE) {
      expect(ROUTES[entry.name as keyof typeof ROUTES]).toMatchObject({ method: entry.method, path: entry.path });
    }
  });

  it('import the contracts as types only, so a bundle that makes calls carries no schema', () => {
    const imports = readFileSync(generatedFile, 'utf8').match(/^import .*$/gm) ?? [];
    expect(imports.length).toBeGreaterThan(0);
    for (const line of imports) expect(line).toMatch(/^import type /);
  });
});
