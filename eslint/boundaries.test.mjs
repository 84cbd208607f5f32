/**
 * The boundary lint (eslint/web-boundaries.js) refuses a probe import across features in each spelling, and from
 * shared/ into a feature, while a feature's own files and app/ stay free to import.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/web/src', file) });
  return result.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('web boundary lint', () => {
  // The first lint loads the whole ESLint config (typescript-eslint, the resolver): seconds on a busy machine.
  beforeAll(() => eslint.lintText('', { filePath: path.join(root, 'apps/web/src/app/warm-up.ts') }), 120_000);

  it('refuses a relative import of another feature', async () => {
    const code = "import { teamKeys } from '../../teams/api/keys';\nexport const probe = teamKeys;\n";
    expect(await boundaryErrors('features/applications/api/probe.ts', code)).toEqual([
      expect.stringContaining('Features never import each other'),
    ]);
  });

  it('refuses the same import through the @/ alias', async () => {
    const code = "import { teamKeys } from '@/features/teams/api/keys';\nexport const probe = teamKeys;\n";
    expect(await boundaryErrors('features/applications/api/probe.ts', code)).toHaveLength(1);
  });

  it('refuses a feature import from shared/', async () => {
    const code = "import { teamKeys } from '../../features/teams/api/keys';\nexport const probe = teamKeys;\n";
    expect(await boundaryErrors('shared/lib/probe.ts', code)).toEqual([
      expect.stringContaining('shared/ never imports a feature.'),
    ]);
  });

  it('lets a feature import its own files and shared/, and app/ compose features', async () => {
    const own =
      "import { applicationKeys } from '../api/keys';\nimport { api } from '@/shared/lib/api-call';\nexport const probe = [applicationKeys, api];\n";
    expect(await boundaryErrors('features/applications/components/probe.ts', own)).toEqual([]);
    const app = "import { teamKeys } from '@/features/teams/api/keys';\nexport const probe = teamKeys;\n";
    expect(await boundaryErrors('app/probe.ts', app)).toEqual([]);
  });
});
