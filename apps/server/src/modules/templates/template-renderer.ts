/** Renders a stored template in a locale, compiling each template version and locale once (a bounded cache). */
import { createHash } from 'node:crypto';
import { TEMPLATE_ERRORS, type TemplateLocaleContent } from '@dc/contracts';
import type { MailSource } from '../../platform/mail/mail-sources.js';
import { catalogueError } from '../../platform/errors.js';
import { compileLocale, fillLocale, fillSubject, type CompiledLocale, type RenderedMail } from './template-render.js';
import type { TemplateRow } from './templates.repository.js';

const CACHE_LIMIT = 500;
/** The kind of the mail sources a template send stores (the mail worker renders them with renderSource). */
export const TEMPLATE_SOURCE = 'template';

/** A template locale as a mail source: what renderSource needs, the same content giving the same key. */
interface TemplateSourceData {
  locale: string;
  content: TemplateLocaleContent;
  variables: string[];
}

export function createTemplateRenderer() {
  // Derived data only (the row's updated_at is in the key), so every instance may keep its own.
  const cache = new Map<string, Promise<CompiledLocale>>();

  function compiled(row: Pick<TemplateRow, 'id' | 'updatedAt' | 'locales'>, locale: string) {
    const content = row.locales[locale];
    if (!content) throw catalogueError(TEMPLATE_ERRORS.localeMissing, { locale });
    return cachedCompile(`${row.id}:${row.updatedAt.getTime()}:${locale}`, content, locale);
  }

  function cachedCompile(key: string, content: TemplateLocaleContent, locale: string) {
    let hit = cache.get(key);
    if (!hit) {
      hit = compileLocale(content, locale);
      hit.catch(() => cache.delete(key));
      cache.set(key, hit);
      if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    }
    return hit;
  }
  // The source of each row and locale, made once per row object (a send reads its template once).
  const sources = new WeakMap<object, Map<string, MailSource>>();

  return {
    /**
     * A send's mails in `locale`, for the mail worker to render (mail.ts OutgoingMail.body): the locale's content as
     * it is now, stored once for all the mails, and the subject filled here (the send's events carry it).
     */
    async deferred(
      row: Pick<TemplateRow, 'id' | 'updatedAt' | 'locales' | 'variables'>,
      locale: string,
      values: Record<string, string>,
    ): Promise<{ subject: string; source: MailSource }> {
      const subject = fillSubject(await compiled(row, locale), row.variables, values);
      let byLocale = sources.get(row);
      if (!byLocale) sources.set(row, (byLocale = new Map()));
      let source = byLocale.get(locale);
      if (!source) {
        const data: TemplateSourceData = { locale, content: row.locales[locale], variables: row.variables };
        const key = createHash('sha256').update(JSON.stringify(data)).digest('base64url');
        source = { kind: TEMPLATE_SOURCE, key: `${TEMPLATE_SOURCE}:${row.id}:${key}`, data };
        byLocale.set(locale, source);
      }
      return { subject, source };
    },

    /** A mail of a stored source (deferred's) with its values: what render gives for that content and values. */
    async renderSource(source: { id: string; data: unknown }, values: Record<string, string>) {
      const { locale, content, variables } = source.data as TemplateSourceData;
      const { html, text } = fillLocale(await cachedCompile(`source:${source.id}`, content, locale), variables, values);
      return { html, text };
    },

    /** With values null the variables stay as {{name}} (the preview). */
    async render(
      row: Pick<TemplateRow, 'id' | 'updatedAt' | 'locales' | 'variables'>,
      locale: string,
      values: Record<string, string> | null,
    ): Promise<RenderedMail> {
      return fillLocale(await compiled(row, locale), row.variables, values);
    },
  };
}
export type TemplateRenderer = ReturnType<typeof createTemplateRenderer>;
