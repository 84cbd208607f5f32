/**
 * The console's translations (shared/i18n) with namespaces over HTTP: GET /locales/{namespace}/{lng}.json (spec 3 section 7.6), cached for a day;
 * the language config from /i18nConfig.json; the user's language chosen locally or as a preference.
 */
import type { I18nConfig } from '@dc/contracts';
import i18n, { type I18n } from '../i18n';
import { checkI18nConfig } from '../config/check-config';
import { fetchStaticJson } from './fetch-static-json';
import { createCachedFetch } from './i18n-cache';
import { readStoredLanguage, setLanguageConfig } from './language';
import { localeLoader, localeUrl, type LocaleBackendOptions } from './locale-backend';

export const I18N_CONFIG_URL = '/i18nConfig.json';
export const DEFAULT_NAMESPACE = 'common';
/** Feature namespaces load when a page first needs them. */
export const NAMESPACES = {
  common: 'common',
  legalTerms: 'legal-terms',
  workbench: 'workbench',
  restriction: 'restriction',
} as const;
export const LOCALES_PATH = '/locales/{{ns}}/{{lng}}.json';

const ENGLISH_ONLY: I18nConfig = {
  defaultLanguage: 'en',
  supportedLanguages: [{ code: 'en', name: 'English', native: 'English' }],
};

/** This page's cache-busting timestamp of the translation URLs: an early fetch and the loader ask for the same URL. */
const LOCALE_QUERY = { t: String(Date.now()) };
const cachedFetch = createCachedFetch();
const fetchedAhead = new Map<string, Promise<Response>>();

/** Translation fetches through the day-long cache; a URL fetched ahead (prefetchTranslations) takes that answer. */
function localeFetch(url: string, init?: RequestInit): Promise<Response> {
  const ahead = fetchedAhead.get(url);
  fetchedAhead.delete(url);
  return ahead ?? cachedFetch(url, init);
}

/**
 * Starts fetching the first screen's translations in the language the console will most likely speak (the one
 * chosen in this browser, else English) while the language config loads: the first paint waits for one round trip
 * less (issue 18). A wrong guess costs one small file; the loader then fetches the right one.
 */
export function prefetchTranslations(): void {
  const url = localeUrl(
    { loadPath: LOCALES_PATH, query: LOCALE_QUERY, fetch: cachedFetch },
    readStoredLanguage() ?? ENGLISH_ONLY.defaultLanguage,
    DEFAULT_NAMESPACE,
  );
  const ahead = cachedFetch(url, { headers: { Accept: 'application/json' } });
  // Not asked for (a wrong guess): its failure is nobody's to handle.
  ahead.catch(() => undefined);
  fetchedAhead.set(url, ahead);
}

/** A missing language config leaves the console in English (spec 3: default ['en']). */
export async function loadI18nConfig(): Promise<I18nConfig> {
  try {
    const config = checkI18nConfig(await fetchStaticJson(I18N_CONFIG_URL));
    return config && config.supportedLanguages.length > 0 ? config : ENGLISH_ONLY;
  } catch {
    return ENGLISH_ONLY;
  }
}

/** Starts the console's translations (`instance`: the app's, or a test's own). */
export async function initI18n(config: I18nConfig, instance: I18n = i18n): Promise<I18n> {
  setLanguageConfig(config);
  const codes = config.supportedLanguages.map((l) => l.code);
  const stored = readStoredLanguage();
  const setLang = (lng: string) => document.documentElement.setAttribute('lang', lng);
  instance.on('languageChanged', setLang);
  await instance.init({
    lng: stored && codes.includes(stored) ? stored : config.defaultLanguage,
    fallbackLng: 'en',
    supportedLngs: codes,
    ns: [DEFAULT_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    // Translations are .json files: they carry the cache-busting timestamp like every other.
    load: localeLoader({
      loadPath: LOCALES_PATH,
      query: LOCALE_QUERY,
      fetch: localeFetch,
    } satisfies LocaleBackendOptions),
  });
  setLang(instance.language);
  return instance;
}
