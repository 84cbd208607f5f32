/** Snackbars from outside React (notistack's global enqueue exists once the provider has mounted). */
import * as notistack from 'notistack';

export function notifyError(message: string): void {
  const enqueue = notistack.enqueueSnackbar as typeof notistack.enqueueSnackbar | undefined;
  if (typeof enqueue === 'function') enqueue(message, { variant: 'error' });
}
