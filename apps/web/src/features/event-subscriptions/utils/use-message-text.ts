/** API errors in the event-subscriptions namespace: translated by their code (spec 2 section 8), else the server's text. */
import { useTranslation } from 'react-i18next';
import { resolveError } from '@dc/contracts';

export function useMessageText() {
  const { t } = useTranslation('event-subscriptions');
  return {
    apiError: (err: unknown): string => {
      const { code, message } = resolveError(err, t('errors.generic'));
      return t(`apiErrors.${code}`, { defaultValue: message });
    },
  };
}
