/** Query keys of the event subscriptions area; every read names the team it was asked for (the team_uuid header). */
export const eventSubscriptionKeys = {
  all: ['event-subscriptions'] as const,
  teamApplications: (teamId: string) => [...eventSubscriptionKeys.all, 'team-applications', teamId] as const,
  team: (teamId: string) => [...eventSubscriptionKeys.all, 'team', teamId] as const,
  application: (teamId: string, applicationId: string) =>
    [...eventSubscriptionKeys.all, 'application', teamId, applicationId] as const,
  one: (teamId: string, subscriptionTrn: string) =>
    [...eventSubscriptionKeys.all, 'one', teamId, subscriptionTrn] as const,
  versions: (teamId: string, namespaceId: string, eventName: string) =>
    [...eventSubscriptionKeys.all, 'versions', teamId, namespaceId, eventName] as const,
  deliveries: (teamId: string, subscriptionTrn: string) =>
    [...eventSubscriptionKeys.all, 'deliveries', teamId, subscriptionTrn] as const,
};
