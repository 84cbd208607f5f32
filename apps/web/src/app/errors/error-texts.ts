/** Error page texts: the contracts' catalogue is the English source; translations may override by key. */
import type { TFunction } from '../../shared/i18n';
import { DEFAULT_ERROR_STATUS, ERROR_PAGE_SUFFIX, errorPageFor, OTHER_MESSAGES } from '@dc/contracts';

export function parseStatus(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_ERROR_STATUS;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_ERROR_STATUS;
}

export function errorTexts(t: TFunction, status: number) {
  const page = errorPageFor(status);
  const key = page.title ? String(status) : 'other';
  return {
    title: page.title ? t(`errors.page.${key}.title`, { defaultValue: page.title }) : '',
    message: t(`errors.page.${key}.message`, { defaultValue: page.message }),
    suffix: t('errors.page.suffix', { defaultValue: ERROR_PAGE_SUFFIX }),
  };
}

export const renderCrashText = (t: TFunction): string =>
  t('errors.renderCrash', { defaultValue: OTHER_MESSAGES.renderCrash });
