/** core DELETE /teams/{team_uuid} (spec 3 section 7.1); refused with members left or for a personal team. */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/lib/api-client';

export const deleteTeam = (teamId: string) => apiClient('core').delete<void>(`/teams/${encodeURIComponent(teamId)}`);

export const useDeleteTeam = () => useMutation({ mutationFn: deleteTeam });
