/** Account activation as the console drives it (spec 1 section 4.4), for tests over HTTP. */
import { expect } from 'vitest';
import { ACTIVATION_POLL_MS, type AccountActivation } from '@dc/contracts';
import type { DemoServer } from './demo-server.js';

export function activationClient(demo: DemoServer) {
  /** The accounts-v2 base of an account, by demo key or id. */
  const v2 = (account: string) => `/api/core/accounts-v2/${demo.ids[account] ?? account}`;

  return {
    v2,

    async initialize(user: string, account: string): Promise<AccountActivation> {
      const res = await demo.call(user, 'POST', `${v2(account)}/initialize`);
      expect(res.status).toBe(202);
      return (await res.json()) as AccountActivation;
    },

    /** Polls every second while RUNNING, as the console does; returns every status seen and the last answer. */
    async poll(user: string, account: string, first: AccountActivation) {
      const seen = [first.status];
      let current = first;
      for (let i = 0; current.status === 'RUNNING' && i < 30; i++) {
        await new Promise((r) => setTimeout(r, ACTIVATION_POLL_MS));
        const res = await demo.call(user, 'GET', `${v2(account)}/initializationStatuses/${first.id}`);
        expect(res.status).toBe(200);
        current = (await res.json()) as AccountActivation;
        seen.push(current.status);
      }
      return { seen, last: current };
    },
  };
}
