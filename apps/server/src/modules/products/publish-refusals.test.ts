import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishResultSchema, type ApiError, type ProductPage, type PublishProductMetadata } from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { productsClient } from './products-test-kit.js';

let demo: DemoServer;
let client: ReturnType<typeof productsClient>;

beforeAll(async () => {
  demo = await startDemoServer();
  client = productsClient(demo);
});
afterAll(async () => demo?.server.stop());

const openapi = (version = '1.0.0', title = 'Crane Lift Planner API') => `openapi: 3.0.3
info:
  title: ${title}
  version: ${version}
  description: |
    Plans crane lifts: loads, radii and ground bearing.

    Second paragraph.
paths:
  /lifts:
    get:
      responses:
        '200':
          description: The planned lifts.
`;
const meta = (m: Partial<PublishProductMetadata> = {}) =>
  JSON.stringify({ visibility: 'PUBLIC', tags: ['cranes'], ...m });
const publish = (user: string, team: string, text: string, metadata = meta(), name = 'spec.yaml') =>
  client.upload(user, team, '/api/products/products', { name, content: text }, { metadata });
const productCount = async () =>
  Number((await demo.server.platform.pool.query<{ n: string }>('SELECT count(*) AS n FROM products')).rows[0].n);

describe('POST /api/products/products (refusals)', () => {
  it('answers a broken file with 400, the parse error and its line, and creates nothing', async () => {
    const before = await productCount();
    const broken = 'openapi: 3.0.3\ninfo:\n  title: Broken\n   version: 1.0.0\npaths: {}\n';
    const res = await publish('staff', 'platform', broken);
    expect(res.status).toBe(400);
    const body = (await res.json()) as ApiError & { details: Array<{ message: string }> };
    expect(body).toMatchObject({
      code: 'PRODUCT_SPEC_PARSE_ERROR',
      details: expect.arrayContaining([expect.objectContaining({ line: 4, column: 11 })]),
    });
    expect(body.details[0].message).toBe('Bad indentation of a mapping entry');
    const json = await publish('staff', 'platform', '{\n  "openapi": "3.0.3",\n  "info": }', meta(), 'spec.json');
    expect(await json.json()).toMatchObject({
      code: 'PRODUCT_SPEC_PARSE_ERROR',
      details: [expect.objectContaining({ line: 3 })],
    });
    const invalid = await publish(
      'staff',
      'platform',
      openapi().replace('description: The planned lifts.', 'description: 42'),
    );
    expect(await invalid.json()).toMatchObject({
      code: 'PRODUCT_SPEC_INVALID',
      details: [
        expect.objectContaining({
          line: 14,
          column: 24,
          path: ['paths', '/lifts', 'get', 'responses', '200', 'description'],
        }),
      ],
    });
    // AsyncAPI documents are read the same way: a JSON syntax error and a schema problem, each with its line.
    const asyncJson = await publish('staff', 'platform', '{\n  "asyncapi": "2.6.0",\n  "info": {\n}', meta(), 'a.json');
    expect(await asyncJson.json()).toMatchObject({
      code: 'PRODUCT_SPEC_PARSE_ERROR',
      details: [expect.objectContaining({ line: 4, column: 2 })],
    });
    const asyncInvalid = await publish(
      'staff',
      'platform',
      'asyncapi: 2.6.0\ninfo:\n  title: Alarms\n  version: 1.0.0\nchannels:\n  cranes/alarms:\n    subscribe: 42\n',
    );
    expect(await asyncInvalid.json()).toMatchObject({
      code: 'PRODUCT_SPEC_INVALID',
      details: expect.arrayContaining([
        expect.objectContaining({ line: 7, path: ['channels', 'cranes/alarms', 'subscribe'] }),
      ]),
    });
    // A "billion laughs": nine levels of ten aliases would expand to 10^9 nodes.
    const levels = ['l0: &l0 [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 9; i++)
      levels.push(
        `l${i}: &l${i} [${Array(10)
          .fill(`*l${i - 1}`)
          .join(', ')}]`,
      );
    const bomb = await publish('staff', 'platform', `${openapi()}x-bomb:\n  ${levels.join('\n  ')}\n`);
    expect(await bomb.json()).toMatchObject({ code: 'PRODUCT_SPEC_INVALID' });
    const deep = await publish(
      'staff',
      'platform',
      `{"openapi": "3.0.3", "x": ${'['.repeat(50_000)}${']'.repeat(50_000)}}`,
      meta(),
      's.json',
    );
    expect(await deep.json()).toMatchObject({ code: 'PRODUCT_SPEC_INVALID' });
    const other = await publish('staff', 'platform', 'name: not a spec\nitems: [1, 2]\n');
    expect(await other.json()).toMatchObject({ code: 'PRODUCT_SPEC_UNSUPPORTED' });
    const text = await publish('staff', 'platform', 'Just some prose, not a document.', meta(), 'notes.txt');
    expect(await text.json()).toMatchObject({ code: 'API1017' });
    expect(await productCount()).toBe(before);
  });

  it('checks the metadata and deployments before writing', async () => {
    const before = await productCount();
    const cases: Array<[string, string]> = [
      ['{not json', 'PRODUCT_METADATA_INVALID'],
      [meta({ licenseRequired: true }), 'VALIDATION_FAILED'],
      [meta({ deployments: [{ environment: 'PROD', url: 'ftp://x.example.com' }] }), 'VALIDATION_FAILED'],
      [meta({ deployments: [{ environment: 'LIVE', url: 'https://x.example.com' }] }), 'API1006'],
      [
        meta({
          deployments: [
            { environment: 'QA', url: 'https://a.example.com' },
            { environment: 'qa', url: 'https://b.example.com' },
          ],
        }),
        'CT1004',
      ],
    ];
    for (const [metadata, code] of cases) {
      const res = await publish('staff', 'platform', openapi('1.0.0', 'Never Created API'), metadata);
      expect(((await res.json()) as ApiError).code, metadata).toBe(code);
    }
    const none = await client.upload('staff', 'platform', '/api/products/products', null, { metadata: meta() });
    expect(await none.json()).toMatchObject({ code: 'API1018' });
    expect(await productCount()).toBe(before);
  });

  it('lets external team admins publish private products only; developers and basic users not at all', async () => {
    const pub = await publish('teamAdmin', 'acmeIntegrations', openapi('1.0.0', 'Acme Public API'));
    expect(pub.status).toBe(403);
    expect(await pub.json()).toMatchObject({ code: 'AZ1004' });
    for (const user of ['developer', 'basic']) {
      const res = await publish(
        user,
        'acmeIntegrations',
        openapi('1.0.0', 'Acme Dev API'),
        meta({ visibility: 'PRIVATE' }),
      );
      expect(res.status, user).toBe(403);
    }
    const priv = await publish(
      'teamAdmin',
      'acmeIntegrations',
      openapi('1.0.0', 'Acme Private API'),
      meta({ visibility: 'PRIVATE' }),
    );
    expect(priv.status).toBe(201);
    const { product } = publishResultSchema.parse(await priv.json());
    expect(product).toMatchObject({ visibility: 'PRIVATE', relationship: 'owner', namespace: 'acme-integrations' });
    const mobile = await client.call(
      'teamAdmin',
      'acmeMobile',
      'GET',
      '/api/products/products?searchText=acme private',
    );
    expect(((await mobile.json()) as ProductPage).total).toBe(0);
    expect((await publish('staff', null as never, openapi())).status).toBe(400);
  });
});
