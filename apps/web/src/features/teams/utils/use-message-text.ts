/**
 * Texts for validation messages of the contracts' schemas and for API errors: translated by key (an API error by a
 * key built from a prefix and its code, spec 3 section 8), the English original when no key exists.
 */
import { useTranslation } from 'react-i18next';
import { EMAIL_PATTERN_MESSAGE, NAME_PATTERN_MESSAGE, resolveError, TEAM_VALIDATION } from '@dc/contracts';

const VALIDATION_KEYS: Record<string, string> = {
  [TEAM_VALIDATION.emailRequired]: 'validation.emailRequired',
  [TEAM_VALIDATION.roleRequired]: 'validation.roleRequired',
  [TEAM_VALIDATION.teamNameRequired]: 'validation.teamNameRequired',
  [TEAM_VALIDATION.teamNameTooLong]: 'validation.teamNameTooLong',
  [TEAM_VALIDATION.linkEmailRequired]: 'validation.linkEmailRequired',
  [EMAIL_PATTERN_MESSAGE]: 'validation.invalidEmail',
  [NAME_PATTERN_MESSAGE]: 'validation.namePattern',
};

export function useMessageText() {
  const { t } = useTranslation('teams');
  return {
    validation: (message: string | undefined): string | undefined => {
      if (!message) return undefined;
      const key = VALIDATION_KEYS[message];
      return key ? t(key) : message;
    },
    apiError: (err: unknown): string => {
      const { code, message } = resolveError(err);
      return t(`apiErrors.${code}`, { defaultValue: message });
    },
  };
}
