/**
 * Whether the user has accepted the developer agreement (spec 1 section 4.3): the preference 'LTA-v{version}'
 * equals 'true'; internal users count as approved. Undefined while preferences or the internal check load.
 */
import { LEGAL_TERMS_VERSION, legalTermsPreferenceKey } from '@dc/contracts';
import { getEnvironment } from '../../../shared/config/env';
import { useAccountFacts } from '../../../shared/lib/accounts/use-account-facts';
import { usePreferences } from '../../../shared/lib/preferences/get-preferences';

export const termsVersion = (): string => {
  try {
    return getEnvironment().legalTermsVersion || LEGAL_TERMS_VERSION;
  } catch {
    return LEGAL_TERMS_VERSION;
  }
};

export interface LegalTermsStatus {
  approved?: boolean;
  version: string;
  preferenceName: string;
}

export function useLegalTermsStatus(): LegalTermsStatus {
  const version = termsVersion();
  const preferenceName = legalTermsPreferenceKey(version);
  const { internalUser } = useAccountFacts();
  const preferences = usePreferences();
  if (internalUser === true) return { approved: true, version, preferenceName };
  // Unreadable preferences count as not accepted: accepting again stores the preference.
  if (internalUser === undefined || preferences.isPending) return { version, preferenceName };
  return { approved: preferences.data?.[preferenceName] === 'true', version, preferenceName };
}
