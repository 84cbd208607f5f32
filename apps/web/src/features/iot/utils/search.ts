/** Search boxes take one value (spec 1 section 5); the group search matches the id exactly among loaded groups. */

/** The one value searched for: surrounding blanks dropped; empty means no search. */
export const searchValue = (text: string): string => text.trim();

/** The rows whose key equals the searched value; every row when nothing is searched. */
export function exactMatches<T>(rows: readonly T[], key: (row: T) => string, text: string): T[] {
  const value = searchValue(text);
  return value ? rows.filter((row) => key(row) === value) : [...rows];
}
