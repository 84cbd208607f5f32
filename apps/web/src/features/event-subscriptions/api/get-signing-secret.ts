/**
 * events GET /subscriptions/{subscriptionTrn}/signing-secret (developers and admins): read only when someone asks
 * to see or copy it, and never cached.
 */
import { EVENT_SUBSCRIPTION_ROUTES as R, eventSubscriptionPath } from '@dc/contracts';
import { apiClient } from '../../../shared/lib/api-client';
import { eventHeaders, type TeamRef } from './event-headers';

export const getSigningSecret = async (team: TeamRef, subscriptionTrn: string): Promise<string> =>
  (
    await apiClient('events').get<{ signingSecret: string }>(
      eventSubscriptionPath(R.signingSecret.path, { subscriptionTrn }),
      { headers: eventHeaders(team) },
    )
  ).signingSecret;
