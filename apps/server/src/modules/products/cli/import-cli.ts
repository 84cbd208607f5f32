/**
 * `npm run products:import -- <file> --team <teamId> (--url <server> --token <token> | --as <email>) [...]`
 * Publishes an OpenAPI or AsyncAPI file as a new product (or, with --product, a new version) for operators: through
 * the server's API, or directly into the database of this configuration. See IMPORT_USAGE.
 */
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PRODUCT_TEAM_HEADER, type PublishResult } from '@dc/contracts';
import { findUserByEmail } from '../../../identity/users.repository.js';
import { loadConfig } from '../../../platform/config.js';
import { openDatabase } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors.js';
import { createLogger } from '../../../platform/logging.js';
import { createTeamsService } from '../../teams/teams.service.js';
import { createProductAccess } from '../product-access.service.js';
import { createPublishingService, type PublishInput } from '../publish.service.js';
import { IMPORT_USAGE, UsageError, parseImportArgs, type ImportPlan } from './import-args.js';

type Out = Pick<Console, 'log' | 'error'>;
interface Failure {
  code: string;
  message: string;
  details?: unknown;
}

/** The embedded cluster of DATA_DIR is running (a server holds it): opening it here would stop that server's. */
function embeddedInUse(dataDir: string): boolean {
  const pidFile = path.join(dataDir, 'postgres', 'cluster', 'postmaster.pid');
  if (!existsSync(pidFile)) return false;
  try {
    process.kill(Number(readFileSync(pidFile, 'utf8').split('\n')[0]), 0);
    return true;
  } catch {
    return false;
  }
}

async function viaHttp(plan: ImportPlan & { target: { kind: 'http' } }, input: PublishInput) {
  const form = new FormData();
  form.append('metadata', JSON.stringify(input.metadata));
  form.append('file', new Blob([input.text]), input.fileName);
  const route = plan.productId ? `/products/${plan.productId}/versions` : '/products';
  const res = await fetch(`${plan.target.url}/api/products${route}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${plan.target.token}`, [PRODUCT_TEAM_HEADER]: plan.team },
    body: form,
  });
  const body = (await res.json()) as PublishResult | Failure;
  if (!res.ok)
    throw new AppError(res.status, (body as Failure).code, (body as Failure).message, (body as Failure).details);
  return body as PublishResult;
}

async function direct(
  plan: ImportPlan & { target: { kind: 'direct' } },
  input: PublishInput,
  env?: Record<string, string | undefined>,
) {
  const config = loadConfig(env);
  if (!config.DATABASE_URL && embeddedInUse(config.DATA_DIR))
    throw new UsageError(`The server is running on ${config.DATA_DIR}: stop it, or publish with --url and --token.`);
  const database = await openDatabase(config, createLogger('warn'));
  try {
    const user = await findUserByEmail(database.db, plan.target.as);
    if (!user) throw new UsageError(`No user ${plan.target.as}.`);
    // A program of its own: it wires the publisher as app.ts wires the products plugin (over the teams service).
    const access = createProductAccess(database.pool, createTeamsService(database.pool));
    const publishing = createPublishingService(database.pool, access);
    return plan.productId
      ? await publishing.publishVersion(user.id, plan.team, plan.productId, input)
      : await publishing.publishProduct(user.id, plan.team, input);
  } finally {
    await database.close();
  }
}

function report(out: Out, err: unknown): number {
  if (err instanceof UsageError) {
    out.error(`${err.message}\n\n${IMPORT_USAGE}`);
    return 2;
  }
  if (!(err instanceof AppError)) throw err;
  out.error(`error ${err.code}: ${err.message}`);
  for (const d of Array.isArray(err.details) ? err.details : err.details ? [err.details] : []) {
    const p = d as { line?: number; column?: number; message?: string; path?: unknown };
    out.error(p.line ? `  line ${p.line}, column ${p.column}: ${p.message}` : `  ${JSON.stringify(d)}`);
  }
  return 1;
}

/** Runs one import; returns the exit code (0 published, 1 refused, 2 usage). env: the configuration's (default the process's). */
export async function runImport(
  argv: string[],
  env?: Record<string, string | undefined>,
  out: Out = console,
): Promise<number> {
  try {
    const plan = parseImportArgs(argv);
    const text = await fs.readFile(plan.file, 'utf8').catch(() => {
      throw new UsageError(`Cannot read ${plan.file}.`);
    });
    const base = plan.metadataFile ? JSON.parse(await fs.readFile(plan.metadataFile, 'utf8')) : {};
    const input = { text, fileName: path.basename(plan.file), metadata: { ...base, ...plan.flags } };
    const result =
      plan.target.kind === 'http'
        ? await viaHttp({ ...plan, target: plan.target }, input)
        : await direct({ ...plan, target: plan.target }, input, env);
    const { product, version } = result;
    out.log(
      `Published ${product.displayName} (${product.type}, ${product.visibility}) ${result.created === 'product' ? 'as a new product' : 'as a new version'}`,
    );
    out.log(
      `  id ${product.uuid}  key ${product.key}  version ${version.key} (${version.format})  environments ${version.environments.join(', ') || 'none'}`,
    );
    return 0;
  } catch (err) {
    return report(out, err);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  // The configuration comes from the environment through loadConfig, as the server's does.
  runImport(process.argv.slice(2)).then((code) => process.exit(code));
}
