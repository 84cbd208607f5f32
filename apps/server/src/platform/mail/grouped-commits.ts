/**
 * Commits shared by callers that arrive together (issue 24): each call is answered only once its own items are
 * committed, and the calls that arrive while a commit runs go in together in the next, so a burst of calls costs a
 * few transactions (and fsyncs) instead of one each. Used by the embedded sink (its rows) and by the mail queue (the
 * mails of concurrent sends).
 *
 * `lanes` commits may run at once (each taking the calls waiting when it starts). With one, every caller waiting
 * during a commit is answered in the same instant, and the sink's SMTP connections then moved in lock-step: all sent
 * their next mail together, the sink read them all while PostgreSQL idled, then all waited for one commit. With two,
 * half the callers are answered while the other half's rows commit, so reading, sending and committing overlap.
 */
export function groupedCommits<T>(
  commit: (items: T[]) => Promise<void>,
  max = 200,
  lanes = 1,
): (item: T) => Promise<void> {
  let waiting: { item: T; done: (err?: unknown) => void }[] = [];
  let running = 0;
  async function drain() {
    running++;
    while (waiting.length) {
      const batch = waiting.slice(0, max);
      waiting = waiting.slice(batch.length);
      try {
        await commit(batch.map((w) => w.item));
        for (const w of batch) w.done();
      } catch (err) {
        // One item PostgreSQL refuses must not refuse the others: each is tried alone.
        if (batch.length === 1) batch[0].done(err);
        else for (const w of batch) await commit([w.item]).then(() => w.done(), w.done);
      }
    }
    running--;
  }
  return (item) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ item, done: (err) => (err === undefined ? resolve() : reject(err as Error)) });
      if (running < lanes) void drain();
    });
}
