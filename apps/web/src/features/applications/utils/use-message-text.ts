/** Validation and API error texts in the applications namespace (the shared rule, spec 2 section 8). */
import { APPLICATION_TEXTS } from '@dc/contracts';
import { useMessageText as useSharedMessageText } from '../../../shared/lib/use-message-text';

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

export const useMessageText = () =>
  useSharedMessageText('applications', { validationKeys: VALIDATION_KEYS, genericKey: 'errors.generic' });
