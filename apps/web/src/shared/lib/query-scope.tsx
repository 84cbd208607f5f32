/**
 * The server-state cache for what is below (issue 18): the app's client, or the one already provided above (a test's
 * own client). Not in the entry: the landing page paints without TanStack Query, and the parts of the console that
 * query (the pages behind the landing page, the landing footer's links, the user menu) load it with their code.
 * One client for all scopes, so the cache is shared wherever a scope sits.
 */
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { queryClient } from './query-client';

export function QueryScope({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  return <QueryClientProvider client={outer ?? queryClient}>{children}</QueryClientProvider>;
}
