import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { LocaleBackend, localeUrl, type LocaleBackendOptions } from './locale-backend';

const options = (fetch: LocaleBackendOptions['fetch']): LocaleBackendOptions => ({
  loadPath: '/locales/{{ns}}/{{lng}}.json',
  query: { t: '42' },
  fetch,
});

function read(backend: LocaleBackend, lng: string, ns: string) {
  return new Promise<{ err: unknown; data: unknown }>((resolve) =>
    backend.read(lng, ns, (err, data) => resolve({ err, data })),
  );
}

describe('translation files backend', () => {
  it('asks for /locales/{namespace}/{language}.json with the cache-busting timestamp', () => {
    expect(localeUrl(options(fetch), 'de-DE', 'legal-terms')).toBe('/locales/legal-terms/de-DE.json?t=42');
  });

  it('gives i18next the file of a namespace', async () => {
    const i18n = i18next.createInstance();
    const fetchImpl = vi.fn(async () => new Response('{"landing":{"title":"Willkommen"}}', { status: 200 }));
    await i18n
      .use(LocaleBackend)
      .init({
        lng: 'de-DE',
        ns: ['common'],
        defaultNS: 'common',
        backend: options(fetchImpl),
        showSupportNotice: false,
      });
    expect(i18n.t('landing.title')).toBe('Willkommen');
    expect(fetchImpl).toHaveBeenCalledWith('/locales/common/de-DE.json?t=42', expect.anything());
  });

  it('lets i18next retry a server error or a network failure, not a missing file or a body that is not JSON', async () => {
    const answers: Record<string, () => Promise<Response>> = {
      five: async () => new Response('down', { status: 503 }),
      net: async () => Promise.reject(new TypeError('Failed to fetch')),
      four: async () => new Response('nope', { status: 404 }),
      html: async () => new Response('<html>', { status: 200 }),
    };
    const backend = new LocaleBackend();
    backend.init(
      undefined,
      options((url) => answers[url.split('/')[2]]()),
    );
    const retries = await Promise.all(['five', 'net', 'four', 'html'].map((ns) => read(backend, 'en', ns)));
    expect(retries.map((r) => [Boolean(r.err), r.data])).toEqual([
      [true, true],
      [true, true],
      [true, false],
      [true, false],
    ]);
  });
});
