/**
 * oidc-provider keeps each of its requests' context in an AsyncLocalStorage (lib/helpers/als.js). On Node.js 20 a
 * store that ran once stays enabled for the process's life, and then every promise any API call makes pays for
 * carrying it: after the first sign-in, about a tenth of the server's CPU on GET users/me (bench/request-cpu.ts
 * --profile: promiseInitHook, _propagate). So it is disabled whenever no provider request is under way; the next
 * provider request enables it again (run() does). Only the provider reads the store, and only inside its requests.
 */
import type Provider from 'oidc-provider';
import als from 'oidc-provider/lib/helpers/als.js';

export function releaseContextBetweenRequests(provider: Provider): void {
  let underWay = 0;
  // Before the provider's router (which enters the store): use() places its middleware ahead of it.
  provider.use(async (_ctx, next) => {
    underWay++;
    try {
      await next();
    } finally {
      if (--underWay === 0) als.disable();
    }
  });
}
