/** profiles PUT /relations/{relation_uuid} (spec 3 section 7.2): attributes role and roleDisplayName. */
import { useMutation } from '@tanstack/react-query';
import type { TeamMember, UpdateRelationBody } from '@dc/contracts';
import { apiClient } from '../../../shared/lib/api-client';

export const updateMemberRole = ({ relationId, body }: { relationId: string; body: UpdateRelationBody }) =>
  apiClient('profiles').put<TeamMember>(`/relations/${encodeURIComponent(relationId)}`, body);

export const useUpdateMemberRole = () => useMutation({ mutationFn: updateMemberRole });
