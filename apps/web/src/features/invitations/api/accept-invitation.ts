/** profiles POST /invitations/{inviteId}/accept: the relation becomes COMMITTED (idempotent). */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';

export const acceptInvitation = (inviteId: string) =>
  api.call('teams.acceptInvitation', { params: { inviteId } });

export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation });
