/** core POST /teams (spec 3 sections 3 and 7.1): name, displayName, type ENTERPRISE, description, role ADMIN. */
import { useMutation } from '@tanstack/react-query';
import type { AccountTeam, CreateTeamBody } from '@dc/contracts';
import { apiClient } from '../../../shared/lib/api-client';

export const createTeam = (body: CreateTeamBody) => apiClient('core').post<AccountTeam>('/teams', body);

export const useCreateTeam = () => useMutation({ mutationFn: createTeam });
