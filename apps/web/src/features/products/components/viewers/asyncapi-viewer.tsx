/**
 * The AsyncAPI reference, loaded only when an event Documentation tab shows it. @asyncapi/react-component cannot
 * run here: its bundle builds Ajv validators (new Function) as it loads, which the console's CSP (no unsafe-eval)
 * refuses, so the console renders the dereferenced document itself.
 */
import { lazy, Suspense } from 'react';
import { ViewerSkeleton } from '../../../../shared/ui/api-reference/viewer-skeleton';

const AsyncApiView = lazy(() => import('./asyncapi-view'));

export function AsyncApiViewer({ document }: { document: Record<string, unknown> }) {
  return (
    <Suspense fallback={<ViewerSkeleton />}>
      <AsyncApiView document={document} />
    </Suspense>
  );
}
