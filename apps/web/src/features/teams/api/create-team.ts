/** core POST /teams (spec 3 sections 3 and 7.1): name, displayName, type ENTERPRISE, description, role ADMIN. */
import { useMutation } from '@tanstack/react-query';
import type { CreateTeamBody } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';

export const createTeam = (body: CreateTeamBody) => api.call('teams.create', { body });

export const useCreateTeam = () => useMutation({ mutationFn: createTeam });
