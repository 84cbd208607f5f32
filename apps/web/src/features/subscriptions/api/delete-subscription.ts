/** apim DELETE /subscriptions/apps/{appId}/apis/{apiId} (spec 2 section 7); a Pending request is withdrawn. */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';

export interface SubscriptionRef {
  applicationId: string;
  apiId: string;
}

export const deleteSubscription = (teamId: string, { applicationId, apiId }: SubscriptionRef) =>
  api.call('subscriptions.remove', { team: teamId, params: { appId: applicationId, apiId } });

/** The lists refresh on the caller's schedule (spec 2: 3 s after the toast), not here. */
export const useDeleteSubscription = (teamId: string) =>
  useMutation({ mutationFn: (ref: SubscriptionRef) => deleteSubscription(teamId, ref) });
