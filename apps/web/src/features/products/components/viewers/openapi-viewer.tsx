/** The OpenAPI reference, its renderer (Swagger UI) loaded only when a Documentation tab shows it. */
import { lazy, Suspense } from 'react';
import { ViewerSkeleton } from './viewer-skeleton';

const SwaggerView = lazy(() => import('./swagger-view'));

export interface OpenApiViewerProps {
  spec: object;
  /** How many operations the document has (from the version summary): large ones open collapsed. */
  operations: number;
}

export function OpenApiViewer(props: OpenApiViewerProps) {
  return (
    <Suspense fallback={<ViewerSkeleton />}>
      <SwaggerView {...props} />
    </Suspense>
  );
}
