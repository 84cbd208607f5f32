/**
 * The language of the identity provider's pages (issue 22): the console's languages only. The console names its UI
 * language in the authorization request (ui_locales, OpenID Connect Core 3.1.2.1); without it the browser's
 * Accept-Language decides, and English is the fallback.
 */
export type PageLanguage = 'en' | 'de';

/** The value of <html lang>: the console's own codes (its German is de-DE). */
export const HTML_LANG: Record<PageLanguage, string> = { en: 'en', de: 'de-DE' };

const primary = (tag: string): PageLanguage | undefined => {
  const base = tag.trim().toLowerCase().split('-')[0];
  return base === 'en' || base === 'de' ? base : undefined;
};

/** ui_locales: space-separated tags in order of preference. */
function fromUiLocales(uiLocales: unknown): PageLanguage | undefined {
  if (typeof uiLocales !== 'string') return undefined;
  for (const tag of uiLocales.split(' ')) {
    const lang = primary(tag);
    if (lang) return lang;
  }
  return undefined;
}

/** Accept-Language: comma-separated tags with optional q weights (q=0 means "not this one"). */
function fromAcceptLanguage(header: string | undefined): PageLanguage | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const lang = primary(tag);
    if (lang) return lang;
  }
  return undefined;
}

export const pickLanguage = (uiLocales: unknown, acceptLanguage: string | undefined): PageLanguage =>
  fromUiLocales(uiLocales) ?? fromAcceptLanguage(acceptLanguage) ?? 'en';
