/**
 * Security suite, item 6 (rendered content): a corpus of XSS payloads is stored through the API where users write
 * content that others read (a product's introduction and a Markdown page through the documents module, a catalog's
 * details, a template's content), then each page is opened in the browser. Nothing may run: the payloads call
 * window.__xssHit, open dialogs, or reach a local listener, and none of that may happen; the rendered content holds
 * no script, frame, form, event handler or script URL; the CSP blocks nothing (what it would block is already gone,
 * and the console's own scripts, styles and images pass). Template previews sit in a frame sandboxed without
 * allow-scripts. Guides are Markdown shipped with the server, not user content; their page is opened for the CSP.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { PRODUCT_TEAM_HEADER, STORAGE_KEYS } from '@dc/contracts';
import { DEMO, signIn } from '../support/session';
import { settleShell } from '../support/shell';

let listener: http.Server;
let port = 0;
const listenerHits: string[] = [];

test.beforeAll(async () => {
  listener = http.createServer((req, res) => {
    listenerHits.push(req.url ?? '');
    res.setHeader('access-control-allow-origin', '*');
    res.end('ok');
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as AddressInfo).port;
});
test.afterAll(async () => {
  await new Promise((resolve) => listener?.close(resolve));
});

const LEGIT = 'Legit bold text';
/** A 1x1 PNG: data: images are allowed content (and allowed by the CSP). */
const DOT =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** Payloads that would call window.__xssHit(n), alert(n) or the listener if anything let them run. */
function payloads(): string[] {
  const hit = (n: number) => `__xssHit(${n})`;
  const net = (n: number) => `http://127.0.0.1:${port}/${n}`;
  return [
    `<script>${hit(1)}</script>`,
    `<SCRIPT SRC=${net(2)}></SCRIPT>`,
    `<img src=x onerror="${hit(3)}">`,
    `<img src=x onerror=alert(4)>`,
    `<svg onload="${hit(5)}"></svg>`,
    `<svg><script>${hit(6)}</script></svg>`,
    `[click me](javascript:${hit(7)})`,
    `[mixed case](JaVaScRiPt:alert(8))`,
    `[entity](javas&#99;ript:${hit(9)})`,
    `<a href="javascript:${hit(10)}">html link</a>`,
    `<a href="&#106;&#97;vascript:${hit(11)}">entity link</a>`,
    `[data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxMik8L3NjcmlwdD4=)`,
    `<a href="data:text/html,<script>alert(13)</script>">data html</a>`,
    `<iframe srcdoc="<script>parent.${hit(14)}</script>"></iframe>`,
    `<iframe src="javascript:parent.${hit(15)}"></iframe>`,
    `<div style="background:url(javascript:${hit(16)})">styled</div>`,
    `<p style="width: expression(${hit(17)})">expression</p>`,
    `<style>@import '${net(18)}'; body { background: url("${net(18)}") }</style>`,
    `![alt" onerror="${hit(19)}](x)`,
    `![image](x"onerror="${hit(20)})`,
    `[title](https://example.com" onmouseover="${hit(21)})`,
    `[reference][evil]\n\n[evil]: javascript:${hit(22)}`,
    `<img src=x onerror="&#95;&#95;xssHit(23)">`,
    `<noscript><p title="</noscript><img src=x onerror=${hit(24)}>">`,
    `<svg></p><style><a id="</style><img src=1 onerror=${hit(25)}>">`,
    `<math><mtext><table><mglyph><style><img src=x onerror=${hit(26)}>`,
    `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${hit(27)}>`,
    `<object data="javascript:${hit(28)}"></object><embed src="javascript:${hit(28)}">`,
    `<base href="javascript:${hit(29)}//">`,
    `<meta http-equiv="refresh" content="0;url=${net(30)}">`,
    `<form action="javascript:${hit(31)}"><button>go</button></form>`,
    `<input autofocus onfocus=${hit(32)}>`,
    `<details open ontoggle=${hit(33)}><summary>details</summary></details>`,
    `<video><source onerror="${hit(34)}"></video>`,
    `<body onload=${hit(35)}>`,
    `<img src="${net(36)}"> <img srcset="${net(36)} 2x">`,
    `<link rel=stylesheet href="${net(37)}">`,
    `<a href="https://example.com/ping" ping="${net(38)}">ping</a>`,
    `<scr<script>ipt>${hit(39)}</scr</script>ipt>`,
    `<img src=x onerror\u000B=${hit(40)}>`,
    `"><img src=x onerror=${hit(41)}>`,
    `<xss onpointerover=${hit(42)} style=display:block>hover</xss>`,
  ];
}

/** Markdown with every payload, between legitimate content that must still show. */
function corpus(): string {
  return [
    `# Heading`,
    `**${LEGIT}** and [the docs](https://example.com/docs).`,
    '```html\n<script>__xssHit(100)</script>\n```',
    `Entities stay text: &lt;b&gt;not bold&lt;/b&gt;`,
    ...payloads(),
    `Last paragraph.`,
  ].join('\n\n');
}

interface Watch {
  dialogs: string[];
  cspConsole: string[];
  pageErrors: string[];
}

/** Records dialogs, CSP refusals in the console (of any frame) and page errors; defines window.__xssHit. */
async function watch(page: Page): Promise<Watch> {
  const w: Watch = { dialogs: [], cspConsole: [], pageErrors: [] };
  await page.addInitScript(() => {
    const win = window as unknown as { __xssHits: number[]; __xssHit: (n: number) => void; __csp: string[] };
    win.__xssHits = [];
    win.__xssHit = (n) => void win.__xssHits.push(n);
    win.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      win.__csp.push(
        `${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber} ${e.sample}`,
      ),
    );
  });
  page.on('dialog', (d) => {
    w.dialogs.push(d.message());
    void d.dismiss();
  });
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) w.cspConsole.push(m.text());
  });
  page.on('pageerror', (e) => w.pageErrors.push(e.message));
  return w;
}

/** Lets whatever the page holds finish: the network settles and every image has loaded or failed. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() =>
    Promise.all(
      Array.from(document.images).map((img) =>
        img.complete
          ? undefined
          : new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
            }),
      ),
    ).then(() => new Promise((resolve) => requestAnimationFrame(resolve))),
  );
}

async function expectNothingRan(page: Page, w: Watch, context: string) {
  await settle(page);
  const state = await page.evaluate(() => {
    const win = window as unknown as { __xssHits?: number[]; __csp?: string[] };
    return { hits: win.__xssHits ?? [], csp: win.__csp ?? [] };
  });
  expect(state.hits, `payloads that ran on ${context}`).toEqual([]);
  expect(w.dialogs, `dialogs on ${context}`).toEqual([]);
  expect(listenerHits, `listener requests from ${context}`).toEqual([]);
  // Chromium checks an inline handler against the CSP as soon as a parser meets it, even in the inert document a
  // sanitizer parses into (DOMPurify, for catalog details rendered in the browser): such reports come from the
  // sanitizer's own script, about markup it then removes (activeContent proves none is left), and are no block of
  // anything legitimate. Every other report is.
  const fromSanitizer = (v: string) => /^script-src-attr inline at \S*\/purify[^/]*\.js:/.test(v);
  expect(
    state.csp.filter((v) => !fromSanitizer(v)),
    `CSP violations on ${context}`,
  ).toEqual([]);
  const consoleFromSanitizer = state.csp.length - state.csp.filter((v) => !fromSanitizer(v)).length;
  expect(w.cspConsole.length, `CSP refusals in the console on ${context}: ${w.cspConsole.join(' | ')}`).toBe(
    consoleFromSanitizer,
  );
  w.cspConsole.length = 0;
  expect(w.pageErrors, `page errors on ${context}`).toEqual([]);
}

/** Active content left in an element's HTML (to be none): script-capable elements, handlers, script URLs. */
async function activeContent(page: Page, selector: string, options: { styles: boolean }): Promise<string[]> {
  return page.locator(selector).evaluate((root, opts) => {
    const found: string[] = [];
    const risky = 'script, iframe, frame, object, embed, form, base, meta, link, style, noscript';
    root.querySelectorAll(risky).forEach((el) => found.push(`<${el.tagName.toLowerCase()}>`));
    root.querySelectorAll('*').forEach((el) => {
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:").
        const value = Array.from(attr.value)
          .filter((c) => c.charCodeAt(0) > 0x20)
          .join('')
          .toLowerCase();
        if (name.startsWith('on')) found.push(`${el.tagName.toLowerCase()}[${name}]`);
        if (opts.styles && name === 'style') found.push(`${el.tagName.toLowerCase()}[style]`);
        if (/^(javascript|vbscript|data:text)/.test(value)) found.push(`${el.tagName.toLowerCase()}[${name}=${value}]`);
      }
    });
    return found;
  }, options);
}

/** The staff admin's id token and current team, as the console keeps them. */
async function session(page: Page) {
  const [stored, teams] = await page.evaluate(
    (keys) => [localStorage.getItem(keys[0]), localStorage.getItem(keys[1])],
    [STORAGE_KEYS.session, STORAGE_KEYS.currentTeam],
  );
  return {
    token: (JSON.parse(stored ?? '{}') as { id_token: string }).id_token,
    team: (JSON.parse(teams ?? '{}') as Record<string, { uuid: string }>)[DEMO.staff].uuid,
  };
}

type Body = { data?: unknown; multipart?: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> };

/** Calls the API as the staff admin in the current team; the answer must be a success. */
async function api<T>(page: Page, method: string, path: string, body: Body = {}): Promise<T> {
  const { token, team } = await session(page);
  const res = await page.request.fetch(path, {
    method,
    ...body,
    headers: { Authorization: `Bearer ${token}`, [PRODUCT_TEAM_HEADER]: team },
  });
  expect(res.ok(), `${method} ${path} answered ${res.status()}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

const OPENAPI = `openapi: 3.0.3
info:
  title: Rendered Content Probe
  version: 1.0.0
paths:
  /probe:
    get:
      responses:
        '200':
          description: ok
`;

test('documents and catalog details full of payloads render with nothing running', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const w = await watch(page);
  await signIn(page, DEMO.staff);
  await settleShell(page, 'Platform Engineering');
  const stamp = Date.now().toString(36);

  // A product with a hostile name and description, its introduction and a Markdown page.
  const published = await api<{ product: { id: string } }>(page, 'POST', '/api/products/products', {
    multipart: {
      file: { name: 'probe.yaml', mimeType: 'application/yaml', buffer: Buffer.from(OPENAPI) },
      metadata: JSON.stringify({
        visibility: 'PRIVATE',
        name: `xss-probe-${stamp}`,
        displayName: `XSS probe ${stamp} <img src=x onerror=__xssHit(50)>`,
        description: `<script>__xssHit(51)</script><img src=x onerror=alert(51)>`,
        tags: [],
      }),
    },
  });
  const productId = published.product.id;
  const introduction = {
    title: `Title <img src=x onerror=__xssHit(52)>`,
    summary: `Summary <script>__xssHit(53)</script>`,
    markdown: corpus(),
    sections: [{ heading: `<svg onload=__xssHit(54)>`, markdown: `![dot](${DOT})\n\n${payloads().join('\n\n')}` }],
  };
  await api(page, 'POST', '/api/documents/upload', {
    multipart: {
      id: productId,
      name: 'introduction',
      type: 'api',
      file: {
        name: 'introduction.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(introduction)),
      },
    },
  });
  await api(page, 'POST', `/api/documents/document/${productId}?file=notes.md&type=api`, {
    data: { data: Buffer.from(corpus()).toString('base64') },
  });

  await page.goto(`/apis/${productId}`);
  const content = page.getByTestId('document-content');
  await expect(content.locator('strong', { hasText: LEGIT }).first()).toBeVisible();
  await expect(content.getByRole('link', { name: 'the docs' }).first()).toHaveAttribute(
    'href',
    'https://example.com/docs',
  );
  await expect(content.locator('code').first()).toContainText('<script>__xssHit(100)</script>');
  await expect(content.getByText('Entities stay text: <b>not bold</b>').first()).toBeVisible();
  await expect(content.locator(`img[src="${DOT}"]`)).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('<img src=x onerror=__xssHit(50)>');
  expect(await activeContent(page, '[data-testid="document-content"]', { styles: true })).toEqual([]);
  await expectNothingRan(page, w, 'the API introduction');

  // The rendered pages on their own (server sanitizer and the page's CSP, no client sanitizer).
  const { token, team } = await session(page);
  const context = await browser.newContext({ extraHTTPHeaders: { Authorization: `Bearer ${token}`, team_uuid: team } });
  try {
    const standalone = await context.newPage();
    const sw = await watch(standalone);
    for (const file of ['introduction', 'notes']) {
      const res = await standalone.goto(`/api/documents/api/${productId}/${file}.html`);
      expect(res?.status()).toBe(200);
      expect(res?.headers()['content-security-policy']).toContain("default-src 'none'");
      await expect(standalone.locator('strong', { hasText: LEGIT }).first()).toBeVisible();
      expect(await activeContent(standalone, 'body', { styles: true })).toEqual([]);
      await expectNothingRan(standalone, sw, `${file}.html`);
    }
  } finally {
    await context.close();
  }

  // A catalog whose name, description and details are hostile.
  const catalog = await api<{ id: string }>(page, 'POST', '/api/catalogs/catalogs', {
    data: {
      name: `X${stamp}`.slice(0, 10),
      displayName: `Catalog <img src=x onerror=__xssHit(60)>`,
      description: `<script>__xssHit(61)</script>`,
      details: corpus(),
      teamId: team,
    },
  });
  await page.goto(`/catalogs/${catalog.id}/view?type=custom`);
  await page.getByRole('tab', { name: 'Details' }).click();
  const details = page.getByTestId('catalog-details');
  await expect(details.locator('strong', { hasText: LEGIT }).first()).toBeVisible();
  await expect(details.getByRole('link', { name: 'the docs' })).toHaveAttribute('href', 'https://example.com/docs');
  await expect(page.getByTestId('catalog-title')).toContainText('<img src=x onerror=__xssHit(60)>');
  expect(await activeContent(page, '[data-testid="catalog-details"]', { styles: true })).toEqual([]);
  await expectNothingRan(page, w, 'the catalog summary');
});

test('a template full of payloads previews in a frame that runs nothing; guides pass the CSP', async ({ page }) => {
  test.setTimeout(90_000);
  const w = await watch(page);
  await signIn(page, DEMO.staff);
  await settleShell(page, 'Platform Engineering');
  // One content line each (a line is a paragraph of the mail).
  const lines = payloads().map((p) => p.replace(/\n+/g, ' '));
  const name = `XSS template ${Date.now()}`;
  const { template_id: id } = await api<{ template_id: string }>(page, 'POST', '/api/templates', {
    data: {
      name,
      sender_name: `Sender <img src=x onerror=__xssHit(70)>`,
      variables: ['url'],
      locales: {
        en: {
          subject: `Subject <script>__xssHit(71)</script>`,
          header: `Header <svg onload=__xssHit(72)>`,
          subheader: `<iframe srcdoc="<script>parent.__xssHit(73)</script>">`,
          salutation: `Hello <img src=x onerror=alert(74)>,`,
          content: [
            `**${LEGIT}**`,
            '[[Open]]({{url}})',
            '[a link](javascript:__xssHit(75))',
            '[[a button]](javascript:__xssHit(76))',
            ...lines,
          ],
          signoff: `<style>body{background:url(http://127.0.0.1:${port}/77)}</style>`,
          sender: 'The team',
        },
      },
      consumer_applications: [],
      metadata: { team: '', primary_contact: '' },
    },
  });

  await page.goto(`/utilities/templates/preview/${id}`);
  const frame = page.getByTestId('template-preview-frame');
  await expect(frame).toHaveAttribute('srcdoc', new RegExp(LEGIT));
  // Sandboxed with no permission at all: no scripts, no same origin, no forms, no top navigation.
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(page.getByTestId('preview-subject')).toContainText('<script>__xssHit(71)</script>');
  // The mail itself carries the payloads as text only (what a mail client without a sandbox would get).
  const srcdoc = (await frame.getAttribute('srcdoc')) ?? '';
  const inMail = await page.evaluate(
    ({ html, listenerAddress }) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const found: string[] = [];
      const risky = 'script, iframe, object, embed, form, base, svg, math, link, meta[http-equiv="refresh" i]';
      doc.querySelectorAll(risky).forEach((el) => found.push(el.outerHTML.slice(0, 160)));
      doc.querySelectorAll('*').forEach((el) => {
        for (const attr of Array.from(el.attributes)) {
          const at = `${el.tagName}[${attr.name}=${attr.value.slice(0, 80)}]`;
          if (attr.name.toLowerCase().startsWith('on')) found.push(at);
          if (/^\s*(javascript|data:text)/i.test(attr.value) || attr.value.includes(listenerAddress)) found.push(at);
        }
      });
      // MJML's own style element is the layout; the authored one is text.
      doc.querySelectorAll('style').forEach((el) => {
        if (el.textContent?.includes(listenerAddress)) found.push('authored style element');
      });
      return found;
    },
    { html: srcdoc, listenerAddress: `127.0.0.1:${port}` },
  );
  expect(inMail).toEqual([]);
  await expectNothingRan(page, w, 'the template preview');

  await page.goto('/guides');
  await expect(page.getByTestId('guide-content')).toBeVisible();
  await expectNothingRan(page, w, 'the guides');
});
