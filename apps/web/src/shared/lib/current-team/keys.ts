export const teamKeys = {
  all: ['teams'] as const,
  mine: (userUuid: string) => [...teamKeys.all, 'mine', userUuid] as const,
};
