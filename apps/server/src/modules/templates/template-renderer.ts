/** Renders a stored template in a locale, compiling each template version and locale once (a bounded cache). */
import { TEMPLATE_ERRORS } from '@dc/contracts';
import { catalogueError } from '../../platform/errors.js';
import { compileLocale, fillLocale, type CompiledLocale, type RenderedMail } from './template-render.js';
import type { TemplateRow } from './templates.repository.js';

const CACHE_LIMIT = 500;

export function createTemplateRenderer() {
  // Derived data only (the row's updated_at is in the key), so every instance may keep its own.
  const cache = new Map<string, Promise<CompiledLocale>>();

  function compiled(row: Pick<TemplateRow, 'id' | 'updatedAt' | 'locales'>, locale: string) {
    const content = row.locales[locale];
    if (!content) throw catalogueError(TEMPLATE_ERRORS.localeMissing, { locale });
    const key = `${row.id}:${row.updatedAt.getTime()}:${locale}`;
    let hit = cache.get(key);
    if (!hit) {
      hit = compileLocale(content, locale);
      hit.catch(() => cache.delete(key));
      cache.set(key, hit);
      if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    }
    return hit;
  }

  return {
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
