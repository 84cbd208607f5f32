import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiProductSummary, ProductPage } from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../../test/demo-server.js';
import { productsClient } from '../products-test-kit.js';
import { parseImportArgs } from './import-args.js';
import { runImport } from './import-cli.js';

let demo: DemoServer;
let dir: string;

beforeAll(async () => {
  demo = await startDemoServer();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dc-import-'));
});
afterAll(async () => {
  await demo?.server.stop();
  await fs.rm(dir, { recursive: true, force: true });
});

const spec = (version: string) =>
  `openapi: 3.0.3\ninfo:\n  title: Tower Crane Telemetry API\n  version: ${version}\npaths:\n  /cranes:\n    get:\n      responses:\n        '200':\n          description: Cranes.\n`;
async function file(name: string, text: string) {
  const at = path.join(dir, name);
  await fs.writeFile(at, text);
  return at;
}
function capture() {
  const lines: string[] = [];
  return { lines, out: { log: (s: string) => lines.push(s), error: (s: string) => lines.push(s) } };
}

describe('npm run products:import', () => {
  it('publishes through the API with a token, with deployments and throttling from flags', async () => {
    const { lines, out } = capture();
    const args = [await file('tower.yaml', spec('1.0.0')), '--team', demo.ids.platform, '--url', demo.server.url];
    args.push('--token', await demo.tokenOf('staff'), '--visibility', 'public', '--tags', 'cranes,telemetry');
    args.push(
      '--deploy',
      'PROD=https://api.example.com/tower',
      '--deploy',
      'dev=https://dev.api.example.com/tower',
      '--spike',
      'PROD=10/1000',
    );
    expect(await runImport(args, {}, out), lines.join('\n')).toBe(0);
    expect(lines[0]).toBe('Published Tower Crane Telemetry API (api, PUBLIC) as a new product');
    const client = productsClient(demo);
    const page = (await (
      await client.call('developer', 'acmeIntegrations', 'GET', '/api/products/products?searchText=tower crane')
    ).json()) as ProductPage;
    expect(page.items.map((p) => p.tags)).toEqual([['cranes', 'telemetry']]);
    const api = (await (
      await client.call('developer', 'acmeIntegrations', 'GET', `/api/apim/apis/${page.items[0].uuid}`)
    ).json()) as ApiProductSummary;
    expect(
      api.versions[0].deployments.map((d) => [d.environment, d.config.throttling?.resources[0].quota?.limit ?? null]),
    ).toEqual([
      ['DEV', null],
      ['PROD', 1000],
    ]);
  });

  it('publishes a version directly into the database as a user, with the same checks', async () => {
    const env = { DATABASE_URL: demo.server.env.DATABASE_URL, DATA_DIR: dir, LOG_LEVEL: 'silent' };
    const { lines, out } = capture();
    const first = [
      await file('t1.yaml', spec('1.0.0')),
      '--team',
      demo.ids.platform,
      '--as',
      'staff.admin@example.com',
      '--name',
      'tower-direct',
    ];
    expect(await runImport(first, env, out), lines.join('\n')).toBe(0);
    const id = /id (\S+)/.exec(lines[1])![1];
    const next = [
      await file('t2.yaml', spec('2.0.0')),
      '--team',
      demo.ids.platform,
      '--as',
      'staff.admin@example.com',
      '--product',
      id,
    ];
    expect(await runImport(next, env, out)).toBe(0);
    expect(lines[2]).toContain('as a new version');
    const refused = capture();
    const dev = [
      await file('t3.yaml', spec('3.0.0')),
      '--team',
      demo.ids.acmeIntegrations,
      '--as',
      'developer@example.com',
    ];
    expect(await runImport(dev, env, refused.out)).toBe(1);
    expect(refused.lines[0]).toMatch(/^error AZ1004/);
  });

  it('prints the problems of a broken file with their lines, and usage errors', async () => {
    const { lines, out } = capture();
    const broken = [
      await file('bad.yaml', 'openapi: 3.0.3\ninfo:\n  title: x\n   version: 1\n'),
      '--team',
      demo.ids.platform,
    ];
    expect(
      await runImport([...broken, '--url', demo.server.url, '--token', await demo.tokenOf('staff')], {}, out),
    ).toBe(1);
    expect(lines[0]).toMatch(/^error PRODUCT_SPEC_PARSE_ERROR/);
    expect(lines[1]).toMatch(/^ {2}line 4, column \d+: /);
    const usage = capture();
    expect(await runImport(['x.yaml'], {}, usage.out)).toBe(2);
    expect(usage.lines[0]).toContain('--team');
  });

  it('parses flags into metadata', () => {
    const plan = parseImportArgs([
      'f.json',
      '--team',
      't',
      '--as',
      'a@b.c',
      '--license-url',
      'https://buy.example.com',
      '--approval',
      'manual',
    ]);
    expect(plan.flags).toEqual({
      approvalType: 'manual',
      licenseRequired: true,
      purchaseLicenseUrl: 'https://buy.example.com',
    });
    expect(() => parseImportArgs(['f.json', '--team', 't', '--as', 'a', '--deploy', 'nourl'])).toThrow(/ENV=VALUE/);
  });
});
