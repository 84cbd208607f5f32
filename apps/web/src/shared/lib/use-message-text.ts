/**
 * Texts for the contracts' validation messages and for API errors, in a feature's namespace: a validation message by
 * its key when the feature has one, else the English original; an API error by `apiErrors.<code>` (spec 2 and 3
 * section 8), else the server's text, else the namespace's generic text (or the contracts' own, without genericKey).
 */
import { useTranslation } from '../i18n';
import { resolveError } from '@dc/contracts';

export interface MessageTextOptions {
  /** The contracts' validation messages and their keys in the namespace. */
  validationKeys?: Readonly<Record<string, string>>;
  /** The namespace's key for an error that carries no text of its own. */
  genericKey?: string;
}

export function useMessageText(namespace: string, { validationKeys = {}, genericKey }: MessageTextOptions = {}) {
  const { t } = useTranslation(namespace);
  return {
    validation: (message: string | undefined): string | undefined => {
      if (!message) return undefined;
      const key = validationKeys[message];
      return key ? t(key) : message;
    },
    apiError: (err: unknown): string => {
      const { code, message } = genericKey ? resolveError(err, t(genericKey)) : resolveError(err);
      return t(`apiErrors.${code}`, { defaultValue: message });
    },
  };
}
