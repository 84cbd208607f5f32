import { describe, expect, it } from 'vitest';
import { TEMPLATE_SKELETON, templateLocaleContentSchema } from '@dc/contracts';
import { checkTemplateContent, invalidTags } from './template-rules.js';
import { compileLocale, fillLocale } from './template-render.js';

const content = templateLocaleContentSchema.parse({
  subject: 'Welcome {{name}}',
  header: 'Hello from {{company}}',
  subheader: 'Your account is ready',
  salutation: 'Dear {{name}},',
  content: [
    'Read the [guide]({{url}}) first.',
    '[[Open the console]]({{url}})',
    'Docs: [here](https://docs.example.com/{{name}})',
  ],
  signoff: 'Best regards,',
  sender: 'The {{company}} team',
});
const variables = ['name', 'company', 'url'];

describe('template rendering', () => {
  it('renders responsive HTML with the values filled and HTML-escaped', async () => {
    const compiled = await compileLocale(content, 'en');
    const mail = fillLocale(compiled, variables, {
      name: '<b>Ann & "Bob"</b>',
      company: 'Acme',
      url: 'https://console.example.com/start?a=1&b=2',
    });
    expect(mail.subject).toBe('Welcome <b>Ann & "Bob"</b>');
    expect(mail.html).toContain('&lt;b&gt;Ann &amp; &quot;Bob&quot;&lt;&#x2F;b&gt;');
    expect(mail.html).not.toContain('<b>Ann');
    expect(mail.html).toContain('href="https:&#x2F;&#x2F;console.example.com&#x2F;start?a&#x3D;1&amp;b&#x3D;2"');
    expect(mail.html).toContain('Open the console');
    expect(mail.html).toContain('@media'); // MJML's responsive styles
    expect(mail.html).toContain('https://docs.example.com/%3Cb%3EAnn');
    expect(mail.text).toContain('Open the console: https://console.example.com/start?a=1&b=2');
  });

  it('never links to a non-http value and keeps {{names}} in a preview', async () => {
    const compiled = await compileLocale(content, 'en');
    const bad = fillLocale(compiled, variables, { name: 'x', company: 'y', url: 'javascript:alert(1)' });
    expect(bad.html).not.toContain('javascript:');
    const preview = fillLocale(compiled, variables, null);
    expect(preview.subject).toBe('Welcome {{name}}');
    expect(preview.html).toContain('Dear {{name}},');
  });

  it('puts the subject on one line whatever the values hold', async () => {
    const compiled = await compileLocale(content, 'en');
    const mail = fillLocale(compiled, variables, { name: 'a\r\nBcc: evil@example.com', company: '', url: '' });
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('escapes authored text and renders the skeleton', async () => {
    const compiled = await compileLocale({ ...TEMPLATE_SKELETON, header: '<script>x</script>' }, 'de');
    expect(compiled.html).not.toContain('<script>x');
    expect(compiled.html).toContain('lang="de"');
  });
});

describe('template content rules', () => {
  it('lists undeclared variables', () => {
    expect(() => checkTemplateContent({ locales: { en: content }, variables: ['name'] })).toThrow(
      expect.objectContaining({ code: 'TEMPLATE_UNDECLARED_VARIABLES', details: { variables: ['company', 'url'] } }),
    );
    expect(() => checkTemplateContent({ locales: { en: content }, variables })).not.toThrow();
  });

  it('refuses sections, unescaped values, partials and broken tags', () => {
    const with_ = (subject: string) => ({ en: { ...content, subject } });
    expect(invalidTags(with_('{{{name}}}'))).toHaveLength(1);
    expect(invalidTags(with_('{{&name}}'))).toHaveLength(1);
    expect(invalidTags(with_('{{#name}}x{{/name}}'))).toHaveLength(1);
    expect(invalidTags(with_('{{>partial}}'))).toHaveLength(1);
    expect(invalidTags(with_('{{name'))).toHaveLength(1);
    expect(invalidTags(with_('{{a.b}}'))).toHaveLength(1);
    expect(invalidTags(with_('{{ name }}'))).toHaveLength(0);
  });
});
