/**
 * Lists of preferences are read as a name-to-value dictionary. A module without zod: the signed-in pages use it
 * before their first paint, the profile's schema only after (issue 18); users.ts re-exports it.
 */
export const preferencesToMap = (items: { name: string; value: string }[]): Record<string, string> =>
  Object.fromEntries(items.map((p) => [p.name, p.value]));
