/**
 * Loads the ALTCHA widget (<altcha-widget>) on first use. The "external" build is the one that works under the
 * console's CSP (script-src 'self', no blob: workers): its proof-of-work worker is a file served from our own
 * origin, and its styles come as a stylesheet instead of being injected by script.
 */
// no-inline: a small file would become a data: URL, which the CSP does not allow as a worker.
import workerUrl from 'altcha/worker?url&no-inline';

let loading: Promise<string> | undefined;

/** Resolves to the worker's URL (the widget's workerurl) once the element is defined. */
export function loadAltcha(): Promise<string> {
  loading ??= Promise.all([import('altcha/external'), import('altcha/altcha.css')]).then(
    () => new URL(workerUrl, window.location.href).href,
  );
  return loading;
}
