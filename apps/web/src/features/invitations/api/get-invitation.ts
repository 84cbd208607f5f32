/** profiles GET /invitations/{inviteId} (spec 3 section 7.2, "invitation lookup by inviteId"). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';
import { invitationKeys } from './keys';

export const getInvitation = (inviteId: string) =>
  api.call('teams.invitation', { params: { inviteId } });

export const getInvitationQueryOptions = (inviteId: string) =>
  queryOptions({ queryKey: invitationKeys.detail(inviteId), queryFn: () => getInvitation(inviteId), staleTime: 0 });

export const useInvitation = (inviteId: string, enabled: boolean) =>
  useQuery({ ...getInvitationQueryOptions(inviteId), enabled });
