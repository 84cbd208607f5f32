/**
 * The product summary at /products/{id} (spec 2 section 2.1): the product's own page, found by asking the API
 * service first and the event service when it is not an API; the breadcrumb names the product meanwhile.
 */
import { Skeleton } from '../../../../shared/ui/skeleton';
import { Navigate, useLocation } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import { ApiRequestError } from '../../../../shared/lib/api-error';
import { useCurrentTeam } from '../../../../shared/lib/current-team/current-team-context';
import { useApi } from '../../api/get-api';
import { useEventDetails } from '../../api/get-event-details';
import { productHref } from '../../utils/product-href';
import { ProductBreadcrumbs } from './product-breadcrumbs';
import { ProductLoadError } from './product-load-error';
import { PageContainer } from '../../../../shared/ui/page-container';

export function ProductSummaryPage({ productId }: { productId: string }) {
  const { t } = useTranslation('products');
  const { search } = useLocation();
  const { currentTeam } = useCurrentTeam();
  const api = useApi(currentTeam?.uuid, productId);
  const notAnApi = api.error instanceof ApiRequestError && api.error.status === 404;
  const event = useEventDetails(currentTeam, productId, notAnApi);
  if (api.data) return <Navigate to={`${productHref({ type: 'api', uuid: productId })}${search}`} replace />;
  if (event.data) return <Navigate to={`${productHref({ type: 'event', uuid: productId })}${search}`} replace />;
  const failed = (api.isError && !notAnApi) || event.isError;
  return (
    <PageContainer maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <ProductBreadcrumbs />
      {failed ? (
        <ProductLoadError error={event.error ?? api.error} notFound={t('detail.productNotFound')} />
      ) : (
        <Skeleton variant="text" width="45%" height={48} aria-busy="true" />
      )}
    </PageContainer>
  );
}
