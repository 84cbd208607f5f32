import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Template, TemplateList, TemplatePreview } from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { errorOf, sampleTemplate, utilitiesWorld, type UtilitiesWorld } from './templates-test-kit.js';

let demo: DemoServer;
let w: UtilitiesWorld;
beforeAll(async () => {
  demo = await startDemoServer();
  w = await utilitiesWorld(demo);
});
afterAll(async () => demo?.server.stop());

const create = async (body = sampleTemplate()) =>
  (await w.json<{ template_id: string }>('staff', w.platformTeam, 'POST', '/api/templates', body, 201)).template_id;

describe('template service', () => {
  it('creates, reads, lists, updates, publishes and deletes a template', async () => {
    const appId = '6f1d2a9e-8f4b-4c1a-9d7e-2b3c4d5e6f70';
    const id = await create({ ...sampleTemplate('CRUD mail'), consumer_applications: [appId] });

    const plain = await w.json<Template>('staff', w.platformTeam, 'GET', `/api/templates/${id}`);
    expect(plain).toMatchObject({
      id,
      name: 'CRUD mail',
      sender_name: 'Acme Platform',
      status: 'draft',
      environment: 'local',
      locale_codes: ['en', 'de'],
      consumer_applications: [appId],
      metadata: { team: 'Platform Engineering', primary_contact: 'staff.admin@example.com' },
      can_edit: true,
    });
    expect(plain.locales).toBeUndefined();
    const full = await w.json<Template>(
      'staff',
      w.platformTeam,
      'GET',
      `/api/templates/${id}?include_mail_content=true`,
    );
    expect(Object.keys(full.locales!)).toEqual(['en', 'de']);
    expect(full.locales!.de.subject).toBe('Willkommen {{name}}');

    const byApp = await w.json<TemplateList>(
      'staff',
      w.platformTeam,
      'GET',
      `/api/templates?app_id=${appId},${crypto.randomUUID()}`,
    );
    expect(byApp.templates.map((t) => t.id)).toEqual([id]);
    const none = await w.json<TemplateList>(
      'staff',
      w.platformTeam,
      'GET',
      `/api/templates?app_id=${crypto.randomUUID()}`,
    );
    expect(none.templates).toEqual([]);
    const all = await w.json<TemplateList>('staff', w.platformTeam, 'GET', '/api/templates');
    expect(all.templates.map((t) => t.id)).toContain(id);

    const body = sampleTemplate('CRUD mail v2');
    const updated = await w.json<Template>('staff', w.platformTeam, 'PUT', `/api/templates/${id}`, body);
    expect(updated).toMatchObject({ name: 'CRUD mail v2', consumer_applications: [] });

    const published = await w.json<Template>('staff', w.platformTeam, 'POST', `/api/templates/publish/${id}`);
    expect(published.status).toBe('published');
    expect(published.published_at).not.toBeNull();
    const again = await w.json<Template>('staff', w.platformTeam, 'POST', `/api/templates/publish/${id}`);
    expect(again).toMatchObject({ status: 'published', published_at: published.published_at });

    await w.json('staff', w.platformTeam, 'DELETE', `/api/templates/${id}`, undefined, 204);
    expect((await w.call('staff', w.platformTeam, 'GET', `/api/templates/${id}`)).status).toBe(404);
  });

  it('refuses undeclared variables, listing them, and tags other than {{name}}', async () => {
    const body = sampleTemplate();
    body.variables = ['name'];
    const res = await w.call('staff', w.platformTeam, 'POST', '/api/templates', body);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({
      code: 'TEMPLATE_UNDECLARED_VARIABLES',
      details: { variables: ['url'] },
    });

    const unsafe = sampleTemplate();
    unsafe.locales.en!.subject = 'Hi {{{name}}}';
    const bad = await w.call('staff', w.platformTeam, 'POST', '/api/templates', unsafe);
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).code).toBe('TEMPLATE_INVALID_TAGS');

    const noName = await w.call('staff', w.platformTeam, 'POST', '/api/templates', { ...sampleTemplate(), name: '' });
    expect(noName.status).toBe(400);
    expect((await errorOf(noName)).message).toContain('Provide Template Name');
    const badLocale = await w.call('staff', w.platformTeam, 'POST', '/api/templates', {
      ...sampleTemplate(),
      locales: { xx: sampleTemplate().locales.en },
    });
    expect(badLocale.status).toBe(400);
  });

  it('lets members read but only admin-type roles of an internal team write', async () => {
    const id = await create();
    const asSupport = await w.json<Template>('support', w.platformTeam, 'GET', `/api/templates/${id}`);
    expect(asSupport.can_edit).toBe(false);
    const list = await w.json<TemplateList>('insider', w.platformTeam, 'GET', '/api/templates');
    expect(list.templates.every((t) => !t.can_edit)).toBe(true);
    for (const user of ['support', 'insider']) {
      for (const [method, path, body] of [
        ['POST', '/api/templates', sampleTemplate()],
        ['PUT', `/api/templates/${id}`, sampleTemplate()],
        ['POST', `/api/templates/publish/${id}`, undefined],
        ['DELETE', `/api/templates/${id}`, undefined],
      ] as const) {
        const res = await w.call(user, w.platformTeam, method, path, body);
        expect(res.status, `${user} ${method} ${path}`).toBe(403);
        expect((await errorOf(res)).code).toBe('TEMPLATE_EDITOR_REQUIRED');
      }
    }
    // An admin of an external team is no editor either: the team is not internal.
    const external = await w.call('teamAdmin', demo.ids.acmeIntegrations, 'POST', '/api/templates', sampleTemplate());
    expect(external.status).toBe(403);
  });

  it('hides templates of other teams (404) and teams the caller is not in', async () => {
    const id = await create();
    for (const [method, path] of [
      ['GET', `/api/templates/${id}`],
      ['GET', `/api/templates/${id}/preview`],
      ['PUT', `/api/templates/${id}`],
      ['DELETE', `/api/templates/${id}`],
      ['POST', `/api/templates/publish/${id}`],
    ] as const) {
      const res = await w.call(
        'otherAdmin',
        w.otherTeam,
        method,
        path,
        method === 'PUT' ? sampleTemplate() : undefined,
      );
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const other = await w.json<TemplateList>('otherAdmin', w.otherTeam, 'GET', '/api/templates');
    expect(other.templates.map((t) => t.id)).not.toContain(id);
    expect((await w.call('otherAdmin', w.platformTeam, 'GET', '/api/templates')).status).toBe(404);
    expect((await w.call('staff', null, 'GET', '/api/templates')).status).toBe(400);
    expect((await w.call(null, w.platformTeam, 'GET', '/api/templates')).status).toBe(401);
  });

  it('previews each locale as the recipient sees it, From = sender name and the no-reply address', async () => {
    const id = await create();
    const en = await w.json<TemplatePreview>(
      'support',
      w.platformTeam,
      'GET',
      `/api/templates/${id}/preview?locale=en`,
    );
    expect(en).toMatchObject({ locale: 'en', subject: 'Welcome {{name}}' });
    expect(en.from).toBe('Acme Platform <no-reply@preprod.developer-console.local>');
    expect(en.html).toContain('Hello {{name}},');
    expect(en.html).toContain('Open the console');
    const de = await w.json<TemplatePreview>('staff', w.platformTeam, 'GET', `/api/templates/${id}/preview?locale=de`);
    expect(de.html).toContain('Konsole öffnen');
    const fr = await w.call('staff', w.platformTeam, 'GET', `/api/templates/${id}/preview?locale=fr`);
    expect(fr.status).toBe(400);
    expect((await errorOf(fr)).code).toBe('TEMPLATE_LOCALE_MISSING');
  });
});
