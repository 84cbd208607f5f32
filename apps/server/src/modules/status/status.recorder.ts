/**
 * Records state changes of components. Changes seen while the database is down are kept (bounded) and written
 * once it answers again, so an outage of the database itself appears in the history afterwards.
 */
import type pg from 'pg';
import type { Logger } from 'pino';
import { insertChange, latestStates, type StatusChange } from './status.repository.js';

const MAX_PENDING = 200;

export interface Observation {
  component: string;
  state: string;
  message?: string | null;
}

export function createStatusRecorder(pool: pg.Pool, log: Logger) {
  let known: Map<string, string> | undefined;
  const pending: StatusChange[] = [];

  async function flush() {
    while (pending.length > 0) {
      await insertChange(pool, pending[0]);
      pending.shift();
    }
  }

  return {
    async observe(observations: Observation[]): Promise<void> {
      // Start from what the history says, so a restart does not record "up" again.
      known ??= await latestStates(pool).catch(() => undefined);
      const states = known ?? new Map<string, string>();
      if (!known) known = states;
      const at = new Date();
      for (const o of observations) {
        if (states.get(o.component) === o.state) continue;
        states.set(o.component, o.state);
        pending.push({ component: o.component, toState: o.state, message: o.message ?? null, at });
      }
      if (pending.length > MAX_PENDING) pending.splice(0, pending.length - MAX_PENDING);
      await flush().catch((err) => log.warn({ err, pending: pending.length }, 'status history not written yet'));
    },
  };
}
