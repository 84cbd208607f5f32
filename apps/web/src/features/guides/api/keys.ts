/** The guide list and each guide depend on the current team: internal teams also see internal guides. */
export const guidesKeys = {
  all: ['guides'] as const,
  list: (teamId: string) => ['guides', 'list', teamId] as const,
  guide: (teamId: string, file: string) => ['guides', 'guide', teamId, file] as const,
};

/** The key part for a caller without a current team. */
export const NO_TEAM = 'no-team';
