/**
 * The server route lint (eslint/server-routes.js) refuses a hand-written route in a module, and leaves the
 * registrar's calls alone.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNCONVERTED_SERVER_MODULES } from './server-routes.js';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function routeErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/server/src/modules', file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const byHand = "export function probe(app: { get(p: string, h: () => void): void }) {\n  app.get('/x', () => {});\n}\n";

describe('server route lint', () => {
  // The first lint loads the whole ESLint config: seconds on a busy machine.
  beforeAll(
    () => eslint.lintText('', { filePath: path.join(root, 'apps/server/src/modules/guides/warm-up.ts') }),
    120_000,
  );

  it('refuses app.get( in a module on the registrar', async () => {
    expect(await routeErrors('templates/probe.routes.ts', byHand)).toEqual([expect.stringContaining('registerRoutes')]);
  });

  // Every module is on the registrar (issue 20): the exception list that let unconverted ones pass stays empty.
  it('lists no unconverted module and refuses app.get( in every module', async () => {
    expect(UNCONVERTED_SERVER_MODULES).toEqual([]);
    expect(await routeErrors('mock/probe.routes.ts', byHand)).toEqual([expect.stringContaining('registerRoutes')]);
  });

  it('leaves registerRoutes alone', async () => {
    const registrar = 'declare function registerRoutes(...a: unknown[]): void;\nregisterRoutes({}, {}, {});\n';
    expect(await routeErrors('templates/probe.routes.ts', registrar)).toEqual([]);
  });
});
