/**
 * The server module lint (eslint/server-modules.js) refuses a probe import that closes a loop between modules
 * (directly or through others) and an import of the demo world or the test helpers, and lets the one-way imports
 * through.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
const RULES = [
  'server-modules/no-module-loop',
  'server-modules/no-foreign-service',
  'server-modules/no-foreign-tables',
  'server-modules/no-worker-in-routes',
  'server-modules/no-foreign-repository',
  'no-restricted-imports',
];

async function moduleErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/server/src', file) });
  return result.messages.filter((m) => RULES.includes(m.ruleId)).map((m) => m.message);
}

describe('server module lint', () => {
  // The first lint loads the whole ESLint config: seconds on a busy machine.
  beforeAll(
    () => eslint.lintText('', { filePath: path.join(root, 'apps/server/src/modules/teams/warm-up.ts') }),
    120_000,
  );

  it('refuses an import that closes a loop between two modules', async () => {
    // teams stands on accounts (teams.schema.ts names the accounts table): more imports that way are fine.
    const code = "import { accounts } from '../accounts/accounts.schema.js';\nexport const probe = accounts;\n";
    expect(await moduleErrors('modules/teams/probe.schema.ts', code)).toEqual([]);
    const back =
      "import type { AccountsService } from '../accounts/accounts.service.js';\nexport type Probe = AccountsService;\n";
    expect(await moduleErrors('modules/teams/probe.ts', back)).toEqual([]);
    const loop = "import { teamsPlugin } from '../teams/teams.plugin.js';\nexport const probe = teamsPlugin;\n";
    expect(await moduleErrors('modules/accounts/probe.ts', loop)).toEqual([
      expect.stringContaining('Module loop: accounts imports teams'),
    ]);
  });

  it('refuses a loop through other modules, and identity importing a module that uses it', async () => {
    const code =
      "import { createApplicationClients } from '../modules/applications/application-clients.service.js';\nexport const probe = createApplicationClients;\n";
    // Building the client store itself is refused too: app.ts hands identity the applications module's one.
    expect(await moduleErrors('identity/probe.ts', code)).toEqual([
      expect.stringContaining('Module loop: identity imports applications'),
      expect.stringContaining("identity builds applications's service (createApplicationClients)"),
    ]);
  });

  it('refuses the demo world and the test helpers in a module', async () => {
    const demo = "import { DEMO_PASSWORD } from '../../demo/world.js';\nexport const probe = DEMO_PASSWORD;\n";
    expect(await moduleErrors('modules/teams/probe.ts', demo)).toEqual([expect.stringContaining('demo world')]);
    const test =
      "import { startDemoServer } from '../../test/demo-server.js';\nexport const probe = startDemoServer;\n";
    expect(await moduleErrors('modules/teams/probe.ts', test)).toHaveLength(1);
  });

  it("refuses building another module's service, and lets its type and its own module's factory through", async () => {
    const build =
      "import { createTeamsService } from '../teams/teams.service.js';\nexport const probe = createTeamsService;\n";
    expect(await moduleErrors('modules/catalogs/probe.ts', build)).toEqual([
      expect.stringContaining("catalogs builds teams's service (createTeamsService)"),
    ]);
    const type = "import type { TeamsService } from '../teams/teams.service.js';\nexport type Probe = TeamsService;\n";
    expect(await moduleErrors('modules/catalogs/probe.ts', type)).toEqual([]);
    const own =
      "import { createCatalogsService } from './catalogs.service.js';\nexport const probe = createCatalogsService;\n";
    expect(await moduleErrors('modules/catalogs/probe.ts', own)).toEqual([]);
  });

  it("refuses any other factory of another module (access checks, resolvers), outside a command line's wiring", async () => {
    const access =
      "import { createApplicationAccess } from '../applications/application-access.service.js';\nexport const probe = createApplicationAccess;\n";
    expect(await moduleErrors('modules/subscriptions/probe.ts', access)).toEqual([
      expect.stringContaining("subscriptions builds applications's service (createApplicationAccess)"),
    ]);
    const resolver =
      "import { createMembershipResolver } from '../teams/team-membership.service.js';\nexport const probe = createMembershipResolver;\n";
    expect(await moduleErrors('modules/applications/probe.ts', resolver)).toEqual([
      expect.stringContaining('createMembershipResolver'),
    ]);
    // The products import command is a program of its own: it composes the publisher over the teams service.
    const cli =
      "import { createTeamsService } from '../../teams/teams.service.js';\nexport const probe = createTeamsService;\n";
    expect(await moduleErrors('modules/products/cli/import-cli.ts', cli)).toEqual([]);
    expect(await moduleErrors('modules/products/cli/probe.ts', cli)).toHaveLength(1);
  });

  it("refuses another module's tables outside a table definition", async () => {
    const read = "import { teams } from '../teams/teams.schema.js';\nexport const probe = teams;\n";
    expect(await moduleErrors('modules/catalogs/probe.ts', read)).toEqual([
      expect.stringContaining("catalogs reads teams's tables"),
    ]);
    expect(await moduleErrors('modules/catalogs/probe.schema.ts', read)).toEqual([]);
  });

  it('refuses starting queue workers in a routes file, and lets the plugin do it', async () => {
    const lifecycle = "import { startLinting } from './linter.lifecycle.js';\nexport const probe = startLinting;\n";
    expect(await moduleErrors('modules/linter/probe.routes.ts', lifecycle)).toEqual([
      expect.stringContaining("Queue workers start in the module's plugin"),
    ]);
    expect(await moduleErrors('modules/linter/probe.plugin.ts', lifecycle)).toEqual([]);
    const queue =
      "import type { FastifyInstance } from 'fastify';\nexport async function probe(app: FastifyInstance) {\n  const { queue } = app.platform;\n  await app.platform.queue.work('probe', async () => undefined);\n  return queue;\n}\n";
    expect(await moduleErrors('modules/linter/probe.routes.ts', queue)).toHaveLength(2);
    expect(await moduleErrors('modules/linter/probe.plugin.ts', queue)).toEqual([]);
  });

  it("refuses running another module's queries, and lets its own and their types through", async () => {
    const query =
      "import { findStatus } from '../subscriptions/subscriptions.repository.js';\nexport const probe = findStatus;\n";
    expect(await moduleErrors('modules/try-it/probe.ts', query)).toEqual([
      expect.stringContaining("try-it runs subscriptions's queries"),
    ]);
    expect(await moduleErrors('modules/subscriptions/probe.ts', query)).toEqual([]);
    const type =
      "import type { ApplicationRow } from '../applications/applications.repository.js';\nexport type Probe = ApplicationRow;\n";
    expect(await moduleErrors('modules/try-it/probe.ts', type)).toEqual([]);
  });
});
