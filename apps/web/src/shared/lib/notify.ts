/**
 * Snackbars from anywhere (spec 1 section 4.6, spec 3 section 9): success, info, warning, error; 3 at once,
 * 5000 ms, no duplicates, top centre (set on the provider). notistack loads with the first toast (issue 18: most
 * visits show none, and the landing page never did): the toast waits until the host (app/snackbar-host.tsx) has
 * mounted.
 */
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import i18n from '../i18n';
import type { SnackbarKey } from 'notistack';
import { createElement } from 'react';
import { resolveError, type Severity } from '@dc/contracts';

export interface NotifyOptions {
  /** Overrides the 5000 ms default, e.g. 2000 ms for 'You are online'. */
  autoHideMs?: number;
  /** Stays until the user closes it (the application list's failure toast, spec 2 section 7). */
  persist?: boolean;
}

let hostWanted: () => void = () => undefined;
const wanted = new Promise<void>((resolve) => {
  hostWanted = resolve;
});
/** Resolves at the first toast: the app's providers then load and mount the snackbar host. */
export const whenSnackbarWanted = (): Promise<void> => wanted;

let hostMounted: () => void = () => undefined;
const host = new Promise<void>((resolve) => {
  hostMounted = resolve;
});
/** Called by the snackbar host once its provider has mounted. */
export const snackbarHostMounted = (): void => hostMounted();
const notistack = () => Promise.all([import('notistack'), host]).then(([module]) => module);

export function notify(severity: Severity, message: string, options: NotifyOptions = {}): void {
  hostWanted();
  void notistack().then(({ enqueueSnackbar }) =>
    enqueueSnackbar(message, {
      variant: severity,
      ...(options.autoHideMs !== undefined ? { autoHideDuration: options.autoHideMs } : {}),
      // A toast that stays needs a way to close it.
      ...(options.persist ? { persist: true, action: closeAction } : {}),
    }),
  );
}

function closeAction(key: SnackbarKey) {
  return createElement(
    IconButton,
    {
      size: 'small',
      color: 'inherit',
      'aria-label': i18n.t('alert.close'),
      onClick: () => void notistack().then(({ closeSnackbar }) => closeSnackbar(key)),
    },
    createElement(CloseIcon, { fontSize: 'small' }),
  );
}

export const notifySuccess = (message: string, options?: NotifyOptions) => notify('success', message, options);
export const notifyInfo = (message: string, options?: NotifyOptions) => notify('info', message, options);
export const notifyWarning = (message: string, options?: NotifyOptions) => notify('warning', message, options);
export const notifyError = (message: string, options?: NotifyOptions) => notify('error', message, options);

/** An API failure as an error snackbar, with the one error resolution of the console (contracts resolveError). */
export function notifyApiError(err: unknown, fallbackMessage?: string): void {
  notifyError(resolveError(err, fallbackMessage).message);
}
