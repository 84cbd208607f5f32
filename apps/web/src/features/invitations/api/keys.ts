/** Query keys of invitation acceptance, under the shared 'teams' root (user-scoped, kept on a team change). */
import { teamKeys } from '../../../shared/lib/current-team/keys';

export const invitationKeys = {
  detail: (inviteId: string) => [...teamKeys.all, 'invitation', inviteId] as const,
};
