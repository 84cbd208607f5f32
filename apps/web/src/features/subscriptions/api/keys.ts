/** Query keys of the subscriptions area; every read names the team it was asked for (the team_uuid header). */
import type { SubscriptionPageRequest } from './get-subscriptions';

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  page: (teamId: string, request: SubscriptionPageRequest) =>
    [...subscriptionKeys.all, 'page', teamId, request] as const,
  byApplication: (teamId: string, applicationId: string, sort: string) =>
    [...subscriptionKeys.all, 'by-application', teamId, applicationId, sort] as const,
  byApi: (teamId: string, apiId: string) => [...subscriptionKeys.all, 'by-api', teamId, apiId] as const,
  summary: (teamId: string, applicationId: string, apiId: string) =>
    [...subscriptionKeys.all, 'summary', teamId, applicationId, apiId] as const,
  pending: (teamId: string, page: number, searchText: string) =>
    [...subscriptionKeys.all, 'pending', teamId, page, searchText] as const,
  api: (teamId: string, apiId: string) => [...subscriptionKeys.all, 'api', teamId, apiId] as const,
};
