/** profiles GET /invitations/{inviteId} (spec 3 section 7.2, "invitation lookup by inviteId"). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invitation } from '@dc/contracts';
import { apiClient } from '../../../shared/lib/api-client';
import { invitationKeys } from './keys';

export const getInvitation = (inviteId: string) =>
  apiClient('profiles').get<Invitation>(`/invitations/${encodeURIComponent(inviteId)}`);

export const getInvitationQueryOptions = (inviteId: string) =>
  queryOptions({ queryKey: invitationKeys.detail(inviteId), queryFn: () => getInvitation(inviteId), staleTime: 0 });

export const useInvitation = (inviteId: string, enabled: boolean) =>
  useQuery({ ...getInvitationQueryOptions(inviteId), enabled });
