/**
 * events GET /subscriptions/{subscriptionTrn}/signing-secret (developers and admins): read only when someone asks
 * to see or copy it, and never cached.
 */
import { api } from '../../../shared/lib/api-call';
import { eventHeaders, type TeamRef } from './event-headers';

export const getSigningSecret = async (team: TeamRef, subscriptionTrn: string): Promise<string> =>
  (
    await api.call('event-subscriptions.signingSecret', {
      team: team.uuid,
      params: { subscriptionTrn },
      headers: eventHeaders(team),
    })
  ).signingSecret;
