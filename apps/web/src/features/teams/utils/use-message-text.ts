/** Validation and API error texts in the teams namespace (the shared rule, spec 3 section 8). */
import { EMAIL_PATTERN_MESSAGE, NAME_PATTERN_MESSAGE, TEAM_VALIDATION } from '@dc/contracts';
import { useMessageText as useSharedMessageText } from '../../../shared/lib/use-message-text';

const VALIDATION_KEYS: Record<string, string> = {
  [TEAM_VALIDATION.emailRequired]: 'validation.emailRequired',
  [TEAM_VALIDATION.roleRequired]: 'validation.roleRequired',
  [TEAM_VALIDATION.teamNameRequired]: 'validation.teamNameRequired',
  [TEAM_VALIDATION.teamNameTooLong]: 'validation.teamNameTooLong',
  [TEAM_VALIDATION.linkEmailRequired]: 'validation.linkEmailRequired',
  [EMAIL_PATTERN_MESSAGE]: 'validation.invalidEmail',
  [NAME_PATTERN_MESSAGE]: 'validation.namePattern',
};

// No generic key: an error without text reads as the contracts' spec 3 wording.
export const useMessageText = () => useSharedMessageText('teams', { validationKeys: VALIDATION_KEYS });
