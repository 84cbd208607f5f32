/** Query keys of the accounts screens, under the shared 'accounts' root (user-scoped; refreshed by team changes). */
import { accountKeys as sharedAccountKeys } from '../../../shared/lib/accounts/keys';

export const accountKeys = {
  all: sharedAccountKeys.all,
  list: sharedAccountKeys.list,
  detail: (accountId: string) => [...sharedAccountKeys.all, 'detail', accountId] as const,
  teams: (accountId: string) => [...sharedAccountKeys.all, 'teams', accountId] as const,
};
