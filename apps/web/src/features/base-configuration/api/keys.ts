/** Query keys of base configuration, under the shared 'accounts' root. */
import { accountKeys } from '../../../shared/lib/accounts/keys';

export const baseConfigurationKeys = {
  initialized: (accountId: string) => [...accountKeys.all, 'initialized', accountId] as const,
  activation: (accountId: string, activationId: string) =>
    [...accountKeys.all, 'activation', accountId, activationId] as const,
  firstTeam: (accountId: string) => [...accountKeys.all, 'first-team', accountId] as const,
};
