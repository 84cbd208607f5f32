/** Query keys of the template manager; every read names the team it was asked for (the team_uuid header). */
export const templateKeys = {
  all: ['templates'] as const,
  list: (teamId: string, appIds: readonly string[]) => [...templateKeys.all, 'list', teamId, [...appIds]] as const,
  lists: (teamId: string) => [...templateKeys.all, 'list', teamId] as const,
  detail: (teamId: string, templateId: string) => [...templateKeys.all, 'detail', teamId, templateId] as const,
  preview: (teamId: string, templateId: string, locale: string) =>
    [...templateKeys.all, 'preview', teamId, templateId, locale] as const,
  applications: (teamId: string) => [...templateKeys.all, 'applications', teamId] as const,
  stats: (teamId: string, templateId: string, duration: string) =>
    [...templateKeys.all, 'stats', teamId, templateId, duration] as const,
};
