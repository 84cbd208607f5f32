/** The activation wait ends when no account is being prepared any more (initialization IN_PROGRESS). */
import type { Account } from '@dc/contracts';

export const activationSettled = (accounts: readonly Pick<Account, 'initializationStatus'>[]): boolean =>
  accounts.every((a) => a.initializationStatus !== 'IN_PROGRESS');
