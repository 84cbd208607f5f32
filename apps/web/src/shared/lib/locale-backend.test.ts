import { describe, expect, it, vi } from 'vitest';
import i18n from '../i18n';
import { localeLoader, localeUrl, type LocaleBackendOptions } from './locale-backend';

const options = (fetch: LocaleBackendOptions['fetch']): LocaleBackendOptions => ({
  loadPath: '/locales/{{ns}}/{{lng}}.json',
  query: { t: '42' },
  fetch,
});

describe('translation files loader', () => {
  it('asks for /locales/{namespace}/{language}.json with the cache-busting timestamp', () => {
    expect(localeUrl(options(fetch), 'de-DE', 'legal-terms')).toBe('/locales/legal-terms/de-DE.json?t=42');
  });

  it('gives the translations the file of a namespace', async () => {
    const instance = i18n.createInstance();
    const fetchImpl = vi.fn(async () => new Response('{"landing":{"title":"Willkommen"}}', { status: 200 }));
    await instance.init({ lng: 'de-DE', ns: ['common'], defaultNS: 'common', load: localeLoader(options(fetchImpl)) });
    expect(instance.t('landing.title')).toBe('Willkommen');
    expect(fetchImpl).toHaveBeenCalledWith('/locales/common/de-DE.json?t=42', expect.anything());
  });

  it('may retry a server error or a network failure, not a missing file or a body that is not JSON', async () => {
    const answers: Record<string, () => Promise<Response>> = {
      five: async () => new Response('down', { status: 503 }),
      net: async () => Promise.reject(new TypeError('Failed to fetch')),
      four: async () => new Response('nope', { status: 404 }),
      html: async () => new Response('<html>', { status: 200 }),
    };
    const load = localeLoader(options((url) => answers[url.split('/')[2]]()));
    const retries = await Promise.all(
      ['five', 'net', 'four', 'html'].map((ns) =>
        load('en', ns).then(
          () => 'loaded',
          (err: { retry: boolean }) => err.retry,
        ),
      ),
    );
    expect(retries).toEqual([true, true, false, false]);
  });
});
