/** Guides over HTTP: the list per team, internal guides for internal teams only, sanitized HTML with heading ids. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUIDES_TEAM_HEADER, guideListSchema } from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { addHeadingIds, renderGuide } from './guides.content.js';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer();
});
afterAll(async () => demo?.server.stop());

async function get(user: string | null, path: string, team?: string) {
  const headers: Record<string, string> = {};
  if (user) headers.authorization = `Bearer ${await demo.tokenOf(user)}`;
  if (team) headers[GUIDES_TEAM_HEADER] = demo.ids[team] ?? team;
  return fetch(`${demo.server.url}/api/guides${path}`, { headers });
}
const list = async (user: string, team?: string) =>
  guideListSchema.parse(await (await get(user, '/guides.json', team)).json());

describe('GET /api/guides/guides.json', () => {
  it('lists the public guides in reading order, getting started first', async () => {
    const guides = await list('developer', 'acmeIntegrations');
    expect(guides[0]).toMatchObject({ file: 'getting-started', name: 'Getting started', internal: false });
    expect(guides.map((g) => g.file)).toEqual(
      expect.arrayContaining(['applications-and-credentials', 'iot-broker', 'email-templates', 'api-linter']),
    );
    expect(guides.some((g) => g.internal)).toBe(false);
  });

  it('adds the internal guides for a member of an internal team', async () => {
    const guides = await list('staff', 'platform');
    expect(guides.filter((g) => g.internal).map((g) => g.file)).toEqual(['support-runbook', 'operating-the-console']);
  });

  it('hides them without a team, for a team that is not internal, and for a team the caller is not in', async () => {
    for (const [user, team] of [
      ['staff', undefined],
      ['teamAdmin', 'acmeIntegrations'],
      ['developer', 'platform'],
      ['developer', 'not-a-uuid'],
    ] as const) {
      expect(
        (await list(user, team)).some((g) => g.internal),
        `${user} ${team}`,
      ).toBe(false);
    }
  });

  it('needs a signed-in caller', async () => {
    expect((await get(null, '/guides.json')).status).toBe(401);
  });
});

describe('GET /api/guides/{fileName}.html', () => {
  it('serves a guide as sanitized HTML whose headings carry the text with dashes as id', async () => {
    const res = await get('developer', '/getting-started.html', 'acmeIntegrations');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain('<h1 id="Getting-started">Getting started</h1>');
    expect(html).toContain('<h2 id="Choose-a-team">Choose a team</h2>');
    expect(html).not.toMatch(/<script|<html/i);
  });

  it('answers 404 GUIDE_NOT_FOUND for an unknown file, a bad name, and an internal guide outside internal teams', async () => {
    for (const [user, path, team] of [
      ['developer', '/no-such-guide.html', 'acmeIntegrations'],
      ['developer', '/Getting_Started.html', 'acmeIntegrations'],
      ['developer', '/getting-started', 'acmeIntegrations'],
      ['developer', '/support-runbook.html', 'acmeIntegrations'],
      ['developer', '/support-runbook.html', 'platform'],
    ] as const) {
      const res = await get(user, path, team);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'GUIDE_NOT_FOUND' });
    }
    expect((await get('staff', '/support-runbook.html', 'platform')).status).toBe(200);
  });
});

describe('rendering', () => {
  it('removes scripts and handlers and keeps heading ids unique', () => {
    const html = renderGuide(
      '# A & B\n\n<script>alert(1)</script>\n\n## Steps\n\n<img src=x onerror=alert(1)>\n\n## Steps\n',
    );
    expect(html).toContain('<h1 id="A-&#38;-B">A &amp; B</h1>');
    expect(html).toContain('<h2 id="Steps">Steps</h2>');
    expect(html).toContain('<h2 id="Steps-2">Steps</h2>');
    expect(html).not.toMatch(/script|onerror/);
  });

  it('takes the text of a heading with inline markup', () => {
    expect(addHeadingIds('<h3>Use <code>mqtt</code> here</h3>')).toBe(
      '<h3 id="Use-mqtt-here">Use <code>mqtt</code> here</h3>',
    );
  });
});
