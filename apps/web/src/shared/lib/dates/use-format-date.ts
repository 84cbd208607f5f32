/** formatDate bound to the UI language, so a language switch re-renders dates with the texts around them. */
import { useCallback } from 'react';
import { useTranslation } from '../../i18n';
import { formatDate, type DateStyle } from './format-date';

export function useFormatDate() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (value: string | number | Date | null | undefined, style: DateStyle = 'date') => formatDate(value, style, language),
    [language],
  );
}
