/**
 * A template send's mails rendered by the worker (issue 24): the source a send stores and its values give the worker
 * the same subject, HTML and text as rendering the template at the send; equal content gives one key, other content
 * another.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { templateLocaleContentSchema, type TemplateLocaleContent } from '@dc/contracts';
import { createTemplateRenderer } from './template-renderer.js';

const content = (salutation: string): TemplateLocaleContent =>
  templateLocaleContentSchema.parse({
    subject: 'Welcome {{name}} to {{company}}',
    header: 'Hello from {{company}}',
    subheader: 'Your account is ready',
    salutation,
    content: ['Read the [guide]({{url}}) first.', '[[Open the console]]({{url}})'],
    signoff: 'Best regards,',
    sender: 'The {{company}} team',
  });
const variables = ['name', 'company', 'url'];
const row = (salutation = 'Dear {{name}},') => ({
  id: '00000000-0000-4000-8000-000000000001',
  updatedAt: new Date('2026-11-29T00:00:00Z'),
  locales: { en: content(salutation) } as Record<string, TemplateLocaleContent>,
  variables,
});

describe('template mail sources', () => {
  it('render to what the template renders at the send, for any values', async () => {
    const renderer = createTemplateRenderer();
    const worker = createTemplateRenderer(); // another instance: it compiles from the stored content alone
    const value = fc.string({ maxLength: 30, unit: 'grapheme' });
    await fc.assert(
      fc.asyncProperty(fc.record({ name: value, company: value, url: value }), async (values) => {
        const r = row();
        const now = await renderer.render(r, 'en', values);
        const { subject, source } = await renderer.deferred(r, 'en', values);
        const stored = JSON.parse(JSON.stringify(source.data)) as unknown;
        const later = await worker.renderSource({ id: 'source-1', data: stored }, values);
        expect(subject).toBe(now.subject);
        expect(later).toEqual({ html: now.html, text: now.text });
      }),
      { seed: 24, numRuns: 60 },
    );
  });

  it('name equal content with one key and other content with another', async () => {
    const renderer = createTemplateRenderer();
    const values = { name: 'Ann', company: 'Acme', url: 'https://x.example.com' };
    const a = (await renderer.deferred(row(), 'en', values)).source;
    const b = (await renderer.deferred(row(), 'en', values)).source;
    const c = (await renderer.deferred(row('Hi {{name}},'), 'en', values)).source;
    expect(a.kind).toBe('template');
    expect(b.key).toBe(a.key);
    expect(c.key).not.toBe(a.key);
    await expect(renderer.deferred(row(), 'fr', values)).rejects.toThrow();
  });
});
