/** The first screen's translations start loading with the language config, not after it (issue 18). */
import i18n from '../i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n, prefetchTranslations } from './i18n';

const config = { defaultLanguage: 'en', supportedLanguages: [{ code: 'en', name: 'English', native: 'English' }] };

describe('prefetchTranslations', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('fetches the common namespace before the loader asks, and the loader takes that answer instead of fetching', async () => {
    localStorage.clear();
    // No day-long cache (a full storage): a second fetch of the file could not be answered from it.
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(url);
        return new Response(JSON.stringify({ greeting: 'Hello from ahead' }), { status: 200 });
      }),
    );
    prefetchTranslations();
    expect(fetched).toEqual([expect.stringMatching(/^\/locales\/common\/en\.json\?t=\d+$/)]);
    const instance = await initI18n(config, i18n.createInstance());
    expect(fetched).toHaveLength(1);
    expect(instance.t('greeting')).toBe('Hello from ahead');
  });
});
