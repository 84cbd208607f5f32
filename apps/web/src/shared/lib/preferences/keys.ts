export const preferenceKeys = {
  all: ['preferences'] as const,
  user: (userUuid: string) => [...preferenceKeys.all, userUuid] as const,
};
