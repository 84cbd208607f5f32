export const linterKeys = {
  all: ['linter'] as const,
  job: (teamId: string, referenceId: string) => ['linter', 'job', teamId, referenceId] as const,
  source: (teamId: string, referenceId: string) => ['linter', 'source', teamId, referenceId] as const,
};
