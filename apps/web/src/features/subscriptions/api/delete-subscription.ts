/** apim DELETE /subscriptions/apps/{appId}/apis/{apiId} (spec 2 section 7); a Pending request is withdrawn. */
import { useMutation } from '@tanstack/react-query';
import { subscriptionSummaryPath } from '@dc/contracts';
import { apiClient } from '../../../shared/lib/api-client';
import { teamHeader } from '../../../shared/lib/team-header';

export interface SubscriptionRef {
  applicationId: string;
  apiId: string;
}

export const deleteSubscription = (teamId: string, { applicationId, apiId }: SubscriptionRef) =>
  apiClient('apim').delete<void>(
    subscriptionSummaryPath(encodeURIComponent(applicationId), encodeURIComponent(apiId)),
    {
      headers: teamHeader(teamId),
    },
  );

/** The lists refresh on the caller's schedule (spec 2: 3 s after the toast), not here. */
export const useDeleteSubscription = (teamId: string) =>
  useMutation({ mutationFn: (ref: SubscriptionRef) => deleteSubscription(teamId, ref) });
