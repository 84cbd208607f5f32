import { describe, expect, it } from 'vitest';
import { TEMPLATE_SKELETON, TEMPLATE_TEXTS } from '@dc/contracts';
import { contentJson, emptyTemplateForm, formToBody, parseLocaleJson, templateFormSchema } from './template-form';

describe('template form', () => {
  it('refuses content that is not JSON with the spec text', () => {
    expect(parseLocaleJson('{ subject: ')).toEqual({ error: TEMPLATE_TEXTS.invalidContentJson });
  });

  it('names the field of JSON that is not a locale content', () => {
    const res = parseLocaleJson('{"subject": ""}');
    expect('error' in res && res.error.startsWith(TEMPLATE_TEXTS.invalidContentJson)).toBe(true);
    expect('error' in res && res.error).toContain('subject');
  });

  it('starts with en and the skeleton, whose variable is declared', () => {
    const form = emptyTemplateForm('Team');
    expect(form.locales.map((l) => l.code)).toEqual(['en']);
    const parsed = templateFormSchema.parse({ ...form, name: 'N', sender_name: 'S' });
    expect(formToBody(parsed).locales).toEqual({ en: TEMPLATE_SKELETON });
  });

  it('asks to declare variables the content uses', () => {
    const form = { ...emptyTemplateForm(''), name: 'N', sender_name: 'S', variables: [] };
    const res = templateFormSchema.safeParse(form);
    expect(res.success).toBe(false);
    expect(res.error?.issues[0].path).toEqual(['variables']);
    expect(res.error?.issues[0].message).toContain('url');
  });

  it('marks the broken locale', () => {
    const form = {
      ...emptyTemplateForm(''),
      name: 'N',
      sender_name: 'S',
      locales: [
        { code: 'en' as const, json: contentJson(TEMPLATE_SKELETON) },
        { code: 'de' as const, json: '{' },
      ],
    };
    const res = templateFormSchema.safeParse(form);
    expect(res.error?.issues.map((i) => i.path.join('.'))).toEqual(['locales.1.json']);
  });
});
