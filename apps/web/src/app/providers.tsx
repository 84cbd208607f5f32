/**
 * Application-wide providers: theme, snackbars (a lazy host: snackbar-host.tsx), sign-in overlay. The server-state
 * cache is not among them: the routes that read server state provide it (shared/lib/query-scope.tsx), so the landing
 * page paints without TanStack Query (issue 18).
 */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { whenSnackbarWanted } from '../shared/lib/notify';
import { SignInOverlay } from '../shared/ui/sign-in-overlay';
import { theme } from './theme';

/** Loads the snackbar host with the first toast (notify.ts), outside any Suspense boundary: nothing waits for it. */
function LazySnackbarHost() {
  const [Host, setHost] = useState<ComponentType>();
  useEffect(() => {
    void whenSnackbarWanted()
      .then(() => import('./snackbar-host'))
      .then((module) => setHost(() => module.default));
  }, []);
  return Host ? <Host /> : null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
      <SignInOverlay />
      <LazySnackbarHost />
    </ThemeProvider>
  );
}
