/** profiles POST /invitations/{inviteId}/accept: the relation becomes COMMITTED (idempotent). */
import { useMutation } from '@tanstack/react-query';
import type { TeamMember } from '@dc/contracts';
import { apiClient } from '../../../shared/lib/api-client';

export const acceptInvitation = (inviteId: string) =>
  apiClient('profiles').post<TeamMember>(`/invitations/${encodeURIComponent(inviteId)}/accept`);

export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation });
