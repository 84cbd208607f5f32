/**
 * Application-wide providers: theme, server-state cache, snackbars (a lazy host: snackbar-host.tsx), sign-in overlay.
 */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { queryClient as defaultQueryClient } from '../shared/lib/query-client';
import { SignInOverlay } from '../shared/ui/sign-in-overlay';
import { theme } from './theme';

/** Loads the snackbar host after the first commit, outside any Suspense boundary: nothing waits for it. */
function LazySnackbarHost() {
  const [Host, setHost] = useState<ComponentType>();
  useEffect(() => {
    void import('./snackbar-host').then((module) => setHost(() => module.default));
  }, []);
  return Host ? <Host /> : null;
}

export function AppProviders({
  children,
  queryClient = defaultQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        {children}
        <SignInOverlay />
        <LazySnackbarHost />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
