/**
 * Loads the demo world's products through the publisher and the documents service (the same path as an upload),
 * reading the documents from apps/server/assets/demo-products. Their schema validity is checked by a test
 * (products-demo.test.ts), not at every start. Adds `product:<name>` ids to the demo ids.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeDocument, mockUrl } from '@dc/contracts';
import type { Platform } from '../platform/platform.js';
import { slugify, versionLabel } from '../modules/products/publish-rules.js';
import { readSpecDocument } from '../modules/products/spec-document.js';
import type { DemoServices } from './demo-services.js';
import { DEMO_PRODUCTS, demoDeploymentUrl, type DemoProduct, type DemoProductVersion } from './products-world.js';

/** src/demo -> ../../assets ; dist/server.js -> ../assets */
export function demoProductsDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const assets = here.includes(`${path.sep}src${path.sep}`)
    ? path.resolve(here, '../../assets')
    : path.resolve(here, '../assets');
  return path.join(assets, 'demo-products');
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** API products are deployed to the console's mock upstream (issue 19), so Try it works offline. */
const deployments = (p: DemoProduct, v: DemoProductVersion, mock?: string) =>
  v.environments.map((env) => ({
    environment: env,
    url: mock ?? demoDeploymentUrl(p, env),
    throttling: v.throttling?.[env] ?? null,
  }));

export async function loadProductsDemo(
  platform: Platform,
  { publishing, documents }: DemoServices,
  ids: Record<string, string>,
): Promise<void> {
  const dir = demoProductsDir();
  const read = (file: string) => fs.readFile(path.join(dir, file), 'utf8');
  const mockOf = async (p: DemoProduct, text: string, file: string, name?: string) => {
    if (p.host !== 'api') return undefined;
    const { summary } = await readSpecDocument(text, file, false);
    const product = name ?? p.metadata.name ?? slugify(p.metadata.displayName ?? summary.title);
    return mockUrl(platform.config.PUBLIC_URL, product, versionLabel(undefined, summary.version));
  };
  for (const p of DEMO_PRODUCTS) {
    const [first, ...later] = p.versions;
    const firstText = await read(first.file);
    const { sharedWith, ...metadata } = p.metadata;
    const by = ids[p.by];
    const team = ids[p.team];
    const { product } = await publishing.publishProduct(
      by,
      team,
      {
        text: firstText,
        fileName: first.file,
        metadata: {
          ...metadata,
          sharedWithTeams: (sharedWith ?? []).map((k) => ids[k]),
          deployments: deployments(p, first, await mockOf(p, firstText, first.file)),
        },
      },
      { validate: false, createdAt: daysAgo(first.daysAgo) },
    );
    for (const v of later) {
      const text = await read(v.file);
      const mock = await mockOf(p, text, v.file, product.name);
      const input = { text, fileName: v.file, metadata: { deployments: deployments(p, v, mock) } };
      await publishing.publishVersion(by, team, product.uuid, input, {
        validate: false,
        createdAt: daysAgo(v.daysAgo),
      });
    }
    if (p.introduction) {
      const text = await read(p.introduction);
      await documents.upload(by, team, { id: product.uuid, type: product.type, text, fileName: p.introduction });
    }
    for (const m of p.markdown ?? []) {
      const data = encodeDocument(await read(m.source));
      await documents.save(by, team, product.uuid, { file: m.file, type: product.type }, data);
    }
    ids[`product:${product.name}`] = product.uuid;
  }
  platform.log.info({ products: DEMO_PRODUCTS.length }, 'demo products loaded');
}
