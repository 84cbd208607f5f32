/**
 * Work a test helper leaves running on purpose past the end of a test file: the next server's database, copied
 * ahead while the current server runs (harness.ts). Its connection is not a leak; the leak guard waits for it to
 * finish before it looks (under load a copy took longer than the guard's wait, and CI failed eight files for it).
 */
const pending = new Set<Promise<unknown>>();

export function carryOver<T>(work: Promise<T>): Promise<T> {
  pending.add(work);
  const done = () => pending.delete(work);
  work.then(done, done);
  return work;
}

export async function carriedOverSettled(): Promise<void> {
  await Promise.allSettled([...pending]);
}
