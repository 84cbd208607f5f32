/**
 * i18next with namespaces over HTTP: GET /locales/{namespace}/{lng}.json (spec 3 section 7.6), cached for a day;
 * the language config from /i18nConfig.json; the user's language chosen locally or as a preference.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { I18nConfig } from '@dc/contracts';
import { checkI18nConfig } from '../config/check-config';
import { fetchStaticJson } from './fetch-static-json';
import { createCachedFetch } from './i18n-cache';
import { readStoredLanguage, setLanguageConfig } from './language';
import { LocaleBackend, type LocaleBackendOptions } from './locale-backend';

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

/** A missing language config leaves the console in English (spec 3: default ['en']). */
export async function loadI18nConfig(): Promise<I18nConfig> {
  try {
    const config = checkI18nConfig(await fetchStaticJson(I18N_CONFIG_URL));
    return config && config.supportedLanguages.length > 0 ? config : ENGLISH_ONLY;
  } catch {
    return ENGLISH_ONLY;
  }
}

export async function initI18n(config: I18nConfig): Promise<typeof i18n> {
  setLanguageConfig(config);
  const codes = config.supportedLanguages.map((l) => l.code);
  const stored = readStoredLanguage();
  const setLang = (lng: string) => document.documentElement.setAttribute('lang', lng);
  i18n.on('languageChanged', setLang);
  await i18n
    .use(LocaleBackend)
    .use(initReactI18next)
    .init({
      lng: stored && codes.includes(stored) ? stored : config.defaultLanguage,
      fallbackLng: 'en',
      supportedLngs: codes,
      load: 'currentOnly',
      ns: [DEFAULT_NAMESPACE],
      defaultNS: DEFAULT_NAMESPACE,
      // Translations are .json files: they carry the cache-busting timestamp like every other.
      backend: {
        loadPath: LOCALES_PATH,
        query: { t: String(Date.now()) },
        fetch: createCachedFetch(),
      } satisfies LocaleBackendOptions,
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
  setLang(i18n.language);
  return i18n;
}
