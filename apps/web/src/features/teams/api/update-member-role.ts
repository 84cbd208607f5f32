/** profiles PUT /relations/{relation_uuid} (spec 3 section 7.2): attributes role and roleDisplayName. */
import { useMutation } from '@tanstack/react-query';
import type { UpdateRelationBody } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';

export const updateMemberRole = ({ relationId, body }: { relationId: string; body: UpdateRelationBody }) =>
  api.call('teams.updateRelation', { params: { relationId }, body });

export const useUpdateMemberRole = () => useMutation({ mutationFn: updateMemberRole });
