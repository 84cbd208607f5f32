/** The console language: the supported list, the local choice, and switching (spec 1 sections 1 and 3). */
import i18n from '../i18n';
import { LANGUAGE_STORAGE_KEY, type I18nConfig, type Language } from '@dc/contracts';

let config: I18nConfig = {
  defaultLanguage: 'en',
  supportedLanguages: [{ code: 'en', name: 'English', native: 'English' }],
};

export const setLanguageConfig = (next: I18nConfig): void => {
  config = next;
};

export const supportedLanguages = (): Language[] => config.supportedLanguages;

export const isSupportedLanguage = (code: string | undefined): code is string =>
  !!code && config.supportedLanguages.some((l) => l.code === code);

export function readStoredLanguage(): string | undefined {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Switches the console's language and remembers it in this browser. */
export async function applyLanguage(code: string): Promise<void> {
  if (!isSupportedLanguage(code)) return;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  if (i18n.language !== code) await i18n.changeLanguage(code);
}
