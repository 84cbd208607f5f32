import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { needsTestServer, serverTestFiles } from './database-free.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const testDir = path.join(root, 'apps/server/src/test');
const at = (file: string) => path.join(root, 'apps/server/src', file);

describe('database-free server tests (run once, in the unit layer)', () => {
  it('a file importing the harness, a demo server or a test kit needs the test server', () => {
    expect(needsTestServer(at('modules/x/x.test.ts'), "import { a } from '../../test/harness.js';", testDir)).toBe(
      true,
    );
    expect(needsTestServer(at('test/security/y.test.ts'), "import { b } from '../demo-server.js';", testDir)).toBe(
      true,
    );
    expect(needsTestServer(at('modules/x/x.test.ts'), "import { c } from './x-test-kit.js';", testDir)).toBe(true);
  });

  it('a file importing only code under test and libraries does not', () => {
    const source =
      "import { describe } from 'vitest';\nimport { parse } from './parser.js';\nimport x from '../../platform/config.js';";
    expect(needsTestServer(at('modules/x/x.test.ts'), source, testDir)).toBe(false);
  });

  it('splits the real suite: the lint engine runs once, the security tests against each PostgreSQL', () => {
    const split = serverTestFiles(root);
    expect(split.databaseFree).toContain('apps/server/src/modules/linter/fast/fast-engine.test.ts');
    expect(split.withServer).toContain('apps/server/src/test/security/hostile-input.test.ts');
    expect(split.withServer).toContain('apps/server/src/test/database-free.test.ts');
  });
});
