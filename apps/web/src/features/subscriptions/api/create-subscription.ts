/** apim POST /subscriptions/ (spec 2 section 7): Active, or Pending for a manual-approval API. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSubscriptionBody } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { subscriptionKeys } from './keys';

export const createSubscription = (teamId: string, body: CreateSubscriptionBody) =>
  api.call('subscriptions.createSlash', { team: teamId, body });

export function useCreateSubscription(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSubscriptionBody) => createSubscription(teamId, body),
    onSettled: () => {
      // Application rows count their subscriptions.
      void queryClient.invalidateQueries({ queryKey: ['applications'] });
      return queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
    },
  });
}
