/** `dc`: parses the command line, runs one command, and answers its exit code (0 ok, 1 findings, 2 failure). */
import { parseArgs } from 'node:util';
import { ClientError } from '@dc/client';
import {
  APPLICATION_GRANT_TYPES,
  GRANT_TYPES,
  lintRulesetSchema,
  type GrantType,
  type LintRuleset,
} from '@dc/contracts';
import { createApp, createSecret, listApps } from './commands/apps';
import { LINT_FORMATS, lint, type LintFormat } from './commands/lint';
import { login, logout } from './commands/login';
import { publishProduct } from './commands/products';
import { listSubscriptions } from './commands/subscriptions';
import { listTeams } from './commands/teams';
import { UsageError, signedIn, teamOf, type Context } from './session';

export const USAGE = `Usage: dc <command> [options]

  login [--server <url>]            Sign in with a code confirmed in the browser (device code)
  logout                            Forget the stored sign-in
  teams                             Your teams and your role in each
  apps list                         The team's applications
  apps create <name> [--description <text>] [--grant-type <type>]...
  apps secret create <application-id>
  products publish <openapi.yaml> [--name <slug>] [--display-name <text>] [--visibility PRIVATE|PUBLIC]
  lint <file> [--format stylish|json|sarif] [--ruleset recommended|owasp]
                                    Exit code 1 when the file has errors
  subscriptions                     The team's API subscriptions

Options: --team <uuid> (or DC_TEAM; default: your only team), --json, --help
Server: --server, DC_SERVER, or http://localhost:3000; sign-in is kept in $XDG_CONFIG_HOME/dc (DC_CONFIG_DIR).`;

const OPTIONS = {
  server: { type: 'string' },
  team: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  format: { type: 'string' },
  ruleset: { type: 'string' },
  description: { type: 'string' },
  'grant-type': { type: 'string', multiple: true },
  name: { type: 'string' },
  'display-name': { type: 'string' },
  visibility: { type: 'string' },
} as const;

function grantTypes(values: string[] | undefined): GrantType[] {
  const chosen = values?.length ? values : [GRANT_TYPES.clientCredentials];
  const known: readonly string[] = APPLICATION_GRANT_TYPES;
  for (const v of chosen) if (!known.includes(v)) throw new UsageError(`--grant-type is one of ${known.join(', ')}.`);
  return chosen as GrantType[];
}

async function run(argv: string[], ctx: Context): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    ctx.out(USAGE);
    return values.help ? 0 : 2;
  }
  const json = values.json ?? false;
  const path = [command, ...rest.slice(0, 2)].join(' ');
  if (command === 'login') return login(ctx, values.server ?? ctx.env.DC_SERVER ?? 'http://localhost:3000');
  if (command === 'logout') return logout(ctx);

  const { client } = await signedIn(ctx);
  const team = () => teamOf(client, ctx, values.team);
  const arg = (index: number, what: string) => {
    if (!rest[index]) throw new UsageError(`Missing ${what}.\n\n${USAGE}`);
    return rest[index];
  };
  if (command === 'teams') return listTeams(client, ctx, json);
  if (command === 'subscriptions') return listSubscriptions(client, ctx, await team(), json);
  if (path === 'apps list') return listApps(client, ctx, await team(), json);
  if (command === 'apps' && rest[0] === 'create') {
    const options = { name: arg(1, 'the application name'), description: values.description, json };
    return createApp(client, ctx, { ...options, team: await team(), grantTypes: grantTypes(values['grant-type']) });
  }
  if (path.startsWith('apps secret create')) {
    return createSecret(client, ctx, await team(), arg(2, 'the application id'), json);
  }
  if (command === 'products' && rest[0] === 'publish') {
    const file = arg(1, 'the OpenAPI file');
    const visibility = values.visibility as 'PRIVATE' | 'PUBLIC' | undefined;
    const metadata = { name: values.name, displayName: values['display-name'], visibility };
    return publishProduct(client, ctx, { team: await team(), file, metadata, json });
  }
  if (command === 'lint') {
    const format = (values.format ?? 'stylish') as LintFormat;
    if (!LINT_FORMATS.includes(format)) throw new UsageError(`--format is one of ${LINT_FORMATS.join(', ')}.`);
    const rulesets: readonly string[] = lintRulesetSchema.options;
    if (values.ruleset && !rulesets.includes(values.ruleset))
      throw new UsageError(`--ruleset is one of ${rulesets.join(', ')}.`);
    return lint(client, ctx, {
      file: arg(0, 'the file to lint'),
      team: await team(),
      format,
      ruleset: values.ruleset as LintRuleset | undefined,
    });
  }
  throw new UsageError(`Unknown command: ${path}\n\n${USAGE}`);
}

export async function main(argv: string[], ctx?: Partial<Context>): Promise<number> {
  const context: Context = {
    env: process.env,
    fetch: globalThis.fetch,
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    ...ctx,
  };
  try {
    return await run(argv, context);
  } catch (err) {
    if (err instanceof ClientError) context.err(`Error: ${err.message} (${err.status} ${err.code})`);
    else context.err(`Error: ${(err as Error).message}`);
    return 2;
  }
}
