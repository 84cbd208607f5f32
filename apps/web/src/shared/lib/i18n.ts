/** i18next with the HTTP backend: GET /locales/{namespace}/{lng}.json (spec 3 section 7.6). */
import i18n from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import type { I18nConfig } from '@dc/contracts';
import { checkI18nConfig } from '../config/check-config';
import { fetchStaticJson } from './fetch-static-json';

export const I18N_CONFIG_URL = '/i18nConfig.json';
export const DEFAULT_NAMESPACE = 'common';
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
  const setLang = (lng: string) => document.documentElement.setAttribute('lang', lng);
  i18n.on('languageChanged', setLang);
  await i18n
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: config.defaultLanguage,
      fallbackLng: 'en',
      supportedLngs: config.supportedLanguages.map((l) => l.code),
      load: 'currentOnly',
      ns: [DEFAULT_NAMESPACE],
      defaultNS: DEFAULT_NAMESPACE,
      // Translations are .json files: they carry the cache-busting timestamp like every other.
      backend: { loadPath: LOCALES_PATH, queryStringParams: { t: String(Date.now()) } },
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
  return i18n;
}
