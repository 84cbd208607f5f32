/** core DELETE /teams/{team_uuid} (spec 3 section 7.1); refused with members left or for a personal team. */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';

export const deleteTeam = (teamId: string) => api.call('teams.removeCore', { params: { teamId } });

export const useDeleteTeam = () => useMutation({ mutationFn: deleteTeam });
