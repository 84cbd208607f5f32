/**
 * Application-wide providers: theme, server-state cache, snackbars (3 at once, 5000 ms, no duplicates, top centre:
 * spec 3 section 9), sign-in overlay.
 */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { SNACKBAR_AUTO_HIDE_MS, SNACKBAR_MAX } from '@dc/contracts';
import { queryClient as defaultQueryClient } from '../shared/lib/query-client';
import { SignInOverlay } from '../shared/ui/sign-in-overlay';
import { SNACKBAR_COMPONENTS } from './snackbar-content';
import { theme } from './theme';

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
        <SnackbarProvider
          maxSnack={SNACKBAR_MAX}
          autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
          preventDuplicate
          anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
          Components={SNACKBAR_COMPONENTS}
        >
          {children}
          <SignInOverlay />
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
