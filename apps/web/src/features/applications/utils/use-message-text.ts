/**
 * Texts for the contracts' validation messages and for API errors in the applications namespace: translated by key
 * (an API error by its code), the English original when no key exists.
 */
import { useTranslation } from 'react-i18next';
import { APPLICATION_TEXTS, resolveError } from '@dc/contracts';

const VALIDATION_KEYS: Record<string, string> = {
  [APPLICATION_TEXTS.nameRequired]: 'validation.nameRequired',
  [APPLICATION_TEXTS.nameMin]: 'validation.nameMin',
  [APPLICATION_TEXTS.namePattern]: 'validation.namePattern',
  [APPLICATION_TEXTS.nameMax]: 'validation.nameMax',
  [APPLICATION_TEXTS.grantTypeRequired]: 'validation.grantTypeRequired',
  [APPLICATION_TEXTS.callbackRequired]: 'validation.callbackRequired',
  [APPLICATION_TEXTS.callbackInvalid]: 'validation.callbackInvalid',
  [APPLICATION_TEXTS.logoutInvalid]: 'validation.logoutInvalid',
  [APPLICATION_TEXTS.tooManyUrls]: 'validation.tooManyUrls',
};

export function useMessageText() {
  const { t } = useTranslation('applications');
  return {
    validation: (message: string | undefined): string | undefined => {
      if (!message) return undefined;
      const key = VALIDATION_KEYS[message];
      return key ? t(key) : message;
    },
    apiError: (err: unknown): string => {
      const { code, message } = resolveError(err, t('errors.generic'));
      return t(`apiErrors.${code}`, { defaultValue: message });
    },
  };
}
