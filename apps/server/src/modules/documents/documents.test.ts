import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeDocument, documentSchema, encodeDocument } from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { productsClient } from '../products/products-test-kit.js';

let demo: DemoServer;
let client: ReturnType<typeof productsClient>;
let acmeApi: string;

beforeAll(async () => {
  demo = await startDemoServer();
  client = productsClient(demo);
  acmeApi = demo.ids['product:acme-field-sync-api'];
});
afterAll(async () => demo?.server.stop());

const INTRO = 'title: Field Sync\nsummary: Timesheets from the field.\nmarkdown: |\n  Upload **daily**.\n';
const upload = (
  user: string,
  content: string | Buffer,
  name = 'introduction.yaml',
  fields: Record<string, string> = {},
) =>
  client.upload(
    user,
    'acmeIntegrations',
    '/api/documents/upload',
    { name, content },
    {
      id: acmeApi,
      name: 'introduction',
      type: 'api',
      ...fields,
    },
  );

describe('introduction upload (POST /api/documents/upload)', () => {
  it('lets an editor of the owning team upload it, then reads and renders it', async () => {
    const res = await upload('teamAdmin', INTRO);
    expect(res.status, await res.clone().text()).toBe(201);
    const doc = documentSchema.parse(await res.json());
    expect(doc).toMatchObject({
      documentId: acmeApi,
      file: 'introduction',
      format: 'yaml',
      updatedBy: 'team.admin@example.com',
    });
    const read = await client.call(
      'developer',
      'acmeIntegrations',
      'GET',
      `/api/documents/document/${acmeApi}?file=introduction&type=api`,
    );
    expect(decodeDocument(documentSchema.parse(await read.json()).data)).toBe(INTRO);
    const page = await client.call('basic', 'acmeIntegrations', 'GET', doc.htmlUrl);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<h1>Field Sync</h1>');
    expect(html).toContain('<strong>daily</strong>');
  });

  it('refuses a non-editor with 403 AZ1003 before reading the file', async () => {
    for (const user of ['developer', 'basic']) {
      const res = await upload(user, INTRO);
      expect(res.status, user).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'AZ1003' });
    }
    // An admin of a team that does not own the product.
    const fleet = demo.ids['product:fleet-telematics'];
    const res = await client.upload(
      'teamAdmin',
      'acmeIntegrations',
      '/api/documents/upload',
      { name: 'i.yaml', content: INTRO },
      {
        id: fleet,
        name: 'introduction',
        type: 'api',
      },
    );
    expect(res.status).toBe(403);
  });

  it('accepts JSON or YAML only (API1017), needs a file (API1018) and an introduction shape', async () => {
    const notYaml = await upload('teamAdmin', '<html><body>hello</body></html>', 'intro.html');
    expect(notYaml.status).toBe(400);
    expect(await notYaml.json()).toMatchObject({ code: 'API1017' });
    const binary = await upload('teamAdmin', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]), 'intro.yaml');
    expect(await binary.json()).toMatchObject({ code: 'API1017' });
    const broken = await upload('teamAdmin', 'title: x\nsummary: [unclosed\n');
    expect(await broken.json()).toMatchObject({
      code: 'API1017',
      details: [expect.objectContaining({ line: expect.any(Number) })],
    });
    const shape = await upload('teamAdmin', '{"headline": "x"}', 'intro.json');
    expect(shape.status).toBe(400);
    expect(await shape.json()).toMatchObject({ code: 'DOCUMENT_INVALID' });
    const none = await client.upload('teamAdmin', 'acmeIntegrations', '/api/documents/upload', null, {
      id: acmeApi,
      name: 'introduction',
      type: 'api',
    });
    expect(await none.json()).toMatchObject({ code: 'API1018' });
    const wrongName = await upload('teamAdmin', INTRO, 'introduction.yaml', { name: 'overview' });
    expect(await wrongName.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('markdown documents (POST/GET /api/documents/document/{id})', () => {
  const path = (file: string, type = 'api') => `/api/documents/document/${acmeApi}?file=${file}&type=${type}`;

  it('stores encoded markdown and renders it sanitized', async () => {
    const markdown = [
      '# Guide',
      '<script>alert(1)</script>',
      '<img src="x" onerror="alert(2)">',
      '[bad](javascript:alert(3)) [good](https://example.com)',
      '<iframe src="https://evil.example.com"></iframe>',
      '- [x] done',
    ].join('\n\n');
    const saved = await client.call('teamAdmin', 'acmeIntegrations', 'POST', path('guide.md'), {
      data: encodeDocument(markdown),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const doc = documentSchema.parse(await saved.json());
    expect(doc).toMatchObject({
      file: 'guide.md',
      format: 'markdown',
      htmlUrl: `/api/documents/api/${acmeApi}/guide.html`,
    });
    const read = documentSchema.parse(
      await (await client.call('developer', 'acmeIntegrations', 'GET', path('guide.md'))).json(),
    );
    expect(decodeDocument(read.data)).toBe(markdown);
    const html = await (await client.call('developer', 'acmeIntegrations', 'GET', doc.htmlUrl)).text();
    expect(html).toContain('<h1>Guide</h1>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer" target="_blank">good</a>');
    for (const bad of ['<script', 'onerror', 'javascript:', '<iframe', 'alert(1)']) expect(html).not.toContain(bad);
  });

  it('refuses bad encodings (API1030), non-editors (AZ1003) and names no document (404)', async () => {
    const bad = await client.call('teamAdmin', 'acmeIntegrations', 'POST', path('x.md'), { data: '***' });
    expect(await bad.json()).toMatchObject({ code: 'API1030' });
    const dev = await client.call('developer', 'acmeIntegrations', 'POST', path('x.md'), { data: encodeDocument('x') });
    expect(dev.status).toBe(403);
    const missing = await client.call('developer', 'acmeIntegrations', 'GET', path('missing.md'));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'DOCUMENT_NOT_FOUND', message: 'Documentation not found' });
    const wrongType = await client.call('developer', 'acmeIntegrations', 'GET', path('guide.md', 'event'));
    expect(wrongType.status).toBe(404);
    const badName = await client.call('teamAdmin', 'acmeIntegrations', 'POST', path('../x.md'), { data: '' });
    expect(badName.status).toBe(400);
  });

  it('serves the demo introductions and guides', async () => {
    const fleet = demo.ids['product:fleet-telematics'];
    const intro = await client.call(
      'developer',
      'acmeIntegrations',
      'GET',
      `/api/documents/api/${fleet}/introduction.html`,
    );
    expect(intro.status).toBe(200);
    expect(await intro.text()).toContain('<table>');
    const guide = await client.call(
      'developer',
      'acmeIntegrations',
      'GET',
      `/api/documents/api/${fleet}/getting-started.html`,
    );
    expect(await guide.text()).toContain('<code class="language-bash">');
    const events = demo.ids['product:shipment-events'];
    const eventIntro = await client.call(
      'developer',
      'acmeIntegrations',
      'GET',
      `/api/documents/event/${events}/introduction.html`,
    );
    expect(await eventIntro.text()).toContain('<h2>How delivery works</h2>');
  });

  // Defect 12 (issue 22): every product page asks for the introduction; one without any answered 404.
  it('answers 204 for a product without an introduction, 404 for a missing page or product', async () => {
    const catalog = demo.ids['product:equipment-catalog-api'];
    const none = await client.call(
      'developer',
      'acmeIntegrations',
      'GET',
      `/api/documents/api/${catalog}/introduction.html`,
    );
    expect(none.status).toBe(204);
    expect(await none.text()).toBe('');
    const page = await client.call(
      'developer',
      'acmeIntegrations',
      'GET',
      `/api/documents/api/${catalog}/missing.html`,
    );
    expect(page.status).toBe(404);
    const unknown = await client.call(
      'developer',
      'acmeIntegrations',
      'GET',
      '/api/documents/api/00000000-0000-4000-8000-000000000000/introduction.html',
    );
    expect(unknown.status).toBe(404);
  });
});
