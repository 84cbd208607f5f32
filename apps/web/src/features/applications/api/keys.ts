/** Query keys of the applications area; every read names the team it was asked for (the team_uuid header). */
export const applicationKeys = {
  all: ['applications'] as const,
  list: (teamId: string) => [...applicationKeys.all, 'list', teamId] as const,
  detail: (teamId: string, applicationId: string) => [...applicationKeys.all, 'detail', teamId, applicationId] as const,
  secrets: (teamId: string, applicationId: string) =>
    [...applicationKeys.all, 'secrets', teamId, applicationId] as const,
};
