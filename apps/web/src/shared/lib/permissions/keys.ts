export const permissionKeys = {
  all: ['permissions'] as const,
  checks: (subjectTrn: string, requestIds: readonly string[]) =>
    [...permissionKeys.all, subjectTrn, [...requestIds].sort()] as const,
};
