/** Arguments of `npm run products:import` into an import plan: the file, the team, and the publishing metadata. */
import { parseArgs } from 'node:util';

export const IMPORT_USAGE = `Usage: npm run products:import -- <file> --team <teamId> [options]

Publishes an OpenAPI (API product) or AsyncAPI (event product) file, or a new version of a product.
  --product <id>          add a version to this product instead of creating one
  --metadata <file.json>  publishing metadata as JSON (publishProductMetadata); the flags below override it
  --name, --display-name, --description, --namespace, --tags a,b, --version <label>
  --visibility PUBLIC|PRIVATE   --approval auto|manual   --license-url <url>   --expiry-days <n>
  --share <teamId>        share a private product with a team (repeatable)
  --deploy ENV=URL        a deployment (ENV: DEV, QA, STAGE, PROD; repeatable)
  --spike ENV=RATE[/QUOTA]  throttling of that deployment: requests per second [, per month]
Where it goes:
  --url <server> --token <id token>   through the server's API (the token's user must be allowed)
  --as <email>                        directly into the database of this server's configuration
                                      (DATABASE_URL, or DATA_DIR's embedded database while the server is stopped),
                                      published as that user, with the same checks`;

export interface ImportPlan {
  file: string;
  team: string;
  productId?: string;
  metadataFile?: string;
  /** Metadata from flags (merged over the metadata file). */
  flags: Record<string, unknown>;
  target: { kind: 'http'; url: string; token: string } | { kind: 'direct'; as: string };
}

export class UsageError extends Error {}

export function parseImportArgs(argv: string[]): ImportPlan {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      team: { type: 'string' },
      product: { type: 'string' },
      metadata: { type: 'string' },
      name: { type: 'string' },
      'display-name': { type: 'string' },
      description: { type: 'string' },
      namespace: { type: 'string' },
      tags: { type: 'string' },
      version: { type: 'string' },
      visibility: { type: 'string' },
      approval: { type: 'string' },
      'license-url': { type: 'string' },
      'expiry-days': { type: 'string' },
      share: { type: 'string', multiple: true },
      deploy: { type: 'string', multiple: true },
      spike: { type: 'string', multiple: true },
      url: { type: 'string' },
      token: { type: 'string' },
      as: { type: 'string' },
    },
  });
  const [file, ...extra] = positionals;
  if (!file || extra.length) throw new UsageError('Give exactly one file.');
  if (!values.team) throw new UsageError('Give the owning team: --team <teamId>.');
  const spikes = new Map((values.spike ?? []).map((s) => pair(s, '--spike')));
  const deployments = (values.deploy ?? []).map((d) => {
    const [environment, url] = pair(d, '--deploy');
    const spike = spikes.get(environment);
    return { environment, url, ...(spike ? { throttling: throttling(spike) } : {}) };
  });
  const flags: Record<string, unknown> = {
    name: values.name,
    displayName: values['display-name'],
    description: values.description,
    namespace: values.namespace,
    version: values.version,
    visibility: values.visibility?.toUpperCase(),
    approvalType: values.approval,
    sharedWithTeams: values.share,
    tags: values.tags
      ?.split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    subscriptionExpiryDays: values['expiry-days'] ? Number(values['expiry-days']) : undefined,
    ...(values['license-url'] ? { licenseRequired: true, purchaseLicenseUrl: values['license-url'] } : {}),
    ...(deployments.length ? { deployments } : {}),
  };
  for (const k of Object.keys(flags)) if (flags[k] === undefined) delete flags[k];
  let target: ImportPlan['target'];
  if (values.url) {
    if (!values.token) throw new UsageError('--url needs --token <id token>.');
    target = { kind: 'http', url: values.url.replace(/\/$/, ''), token: values.token };
  } else if (values.as) target = { kind: 'direct', as: values.as };
  else throw new UsageError('Say where to publish: --url <server> --token <token>, or --as <email>.');
  return { file, team: values.team, productId: values.product, metadataFile: values.metadata, flags, target };
}

function pair(text: string, flag: string): [string, string] {
  const at = text.indexOf('=');
  if (at < 1) throw new UsageError(`${flag} takes ENV=VALUE, not ${text}.`);
  return [text.slice(0, at).toUpperCase(), text.slice(at + 1)];
}

function throttling(spec: string) {
  const [rate, quota] = spec.split('/').map(Number);
  if (!Number.isInteger(rate) || (quota !== undefined && !Number.isInteger(quota)))
    throw new UsageError(`--spike takes ENV=RATE or ENV=RATE/QUOTA, not ${spec}.`);
  return {
    resources: [
      {
        name: 'default',
        spike: { rate, unit: 'second' },
        ...(quota ? { quota: { limit: quota, period: 'month' } } : {}),
      },
    ],
  };
}
