/**
 * The OpenAPI reference, its code loaded only when a page shows it. Give it a source: a product version's prepared
 * parts, or a plain document (documentSource / urlSource), e.g. the platform's own /api/openapi.json.
 */
import { lazy, Suspense } from 'react';
import type { ApiReferenceViewProps } from './api-reference-view';
import { ViewerSkeleton } from './viewer-skeleton';

const ApiReferenceView = lazy(() => import('./api-reference-view'));

export function ApiReferenceViewer(props: ApiReferenceViewProps) {
  return (
    <Suspense fallback={<ViewerSkeleton />}>
      <ApiReferenceView {...props} />
    </Suspense>
  );
}
