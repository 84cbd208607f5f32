/**
 * The snackbar container (3 at once, 5000 ms, no duplicates, top centre: spec 3 section 9), loaded after the first
 * paint: notistack stays out of the entry chunk. Toasts asked for before it mounts wait for it (shared/lib/notify).
 */
import { SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { SNACKBAR_AUTO_HIDE_MS, SNACKBAR_MAX } from '@dc/contracts';
import { snackbarHostMounted } from '../shared/lib/notify';
import { SNACKBAR_COMPONENTS } from './snackbar-content';

export default function SnackbarHost() {
  useEffect(() => snackbarHostMounted(), []);
  return (
    <SnackbarProvider
      maxSnack={SNACKBAR_MAX}
      autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
      preventDuplicate
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      Components={SNACKBAR_COMPONENTS}
    />
  );
}
