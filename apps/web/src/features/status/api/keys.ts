export const statusKeys = { all: ['status'] as const };
