/**
 * The language as a user preference (name 'language'): applied once when the user's preferences arrive, and saved
 * when the user switches language in the signed-in console (locally too, so the choice also holds signed out).
 */
import { useCallback, useEffect, useRef } from 'react';
import i18n from '../../i18n';
import { LANGUAGE_PREFERENCE } from '@dc/contracts';
import { applyLanguage, isSupportedLanguage } from '../language';
import { notifyApiError } from '../notify';
import { usePreferences } from './get-preferences';
import { useSetPreference } from './set-preference';

export function useApplyLanguagePreference(): void {
  const { data: preferences } = usePreferences();
  const applied = useRef(false);
  useEffect(() => {
    if (!preferences || applied.current) return;
    applied.current = true;
    const preferred = preferences[LANGUAGE_PREFERENCE];
    if (isSupportedLanguage(preferred) && preferred !== i18n.language) void applyLanguage(preferred);
  }, [preferences]);
}

export function useSaveLanguage(): (code: string) => void {
  const { mutate } = useSetPreference();
  return useCallback(
    (code: string) => {
      void applyLanguage(code);
      mutate({ name: LANGUAGE_PREFERENCE, value: code }, { onError: (err) => notifyApiError(err) });
    },
    [mutate],
  );
}
