/**
 * After a team is created or deleted, the teams lists and the user's own teams refresh (spec 3 sections 4, 9).
 * A deleted team's own queries are left alone: its page is being left, and asking for it again would only fail.
 */
import { useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../shared/lib/accounts/keys';
import { teamKeys } from '../api/keys';

export function useTeamListRefresh() {
  const queryClient = useQueryClient();
  return (deletedTeamId?: string) => {
    void queryClient.invalidateQueries({
      queryKey: teamKeys.all,
      predicate: (q) => !deletedTeamId || !q.queryKey.includes(deletedTeamId),
    });
    void queryClient.invalidateQueries({ queryKey: accountKeys.all });
  };
}
