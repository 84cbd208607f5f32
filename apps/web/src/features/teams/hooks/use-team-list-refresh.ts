/** After a team is created or deleted, the teams lists and the user's own teams refresh (spec 3 sections 4, 9). */
import { useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../shared/lib/accounts/keys';
import { teamKeys } from '../api/keys';

export function useTeamListRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: teamKeys.all });
    void queryClient.invalidateQueries({ queryKey: accountKeys.all });
  };
}
