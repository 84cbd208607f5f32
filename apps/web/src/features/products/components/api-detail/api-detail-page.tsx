/**
 * API detail at /apis/{id} (spec 2 section 2.3): the product's head with Subscribe, and the Introduction,
 * Documentation, Release Notes (disabled) and Support tabs. The tab title is the API name plus 'Products'.
 */
import Box from '@mui/material/Box';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { useTranslation } from '../../../../shared/i18n';
import { useCurrentTeam } from '../../../../shared/lib/current-team/current-team-context';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title';
import { useApi } from '../../api/get-api';
import { DetailPanel, DetailTabs, useDetailTab } from '../detail/detail-tabs';
import { ProductBreadcrumbs } from '../detail/product-breadcrumbs';
import { ProductLoadError } from '../detail/product-load-error';
import { SupportPanel } from '../detail/support-panel';
import { IntroductionPanel } from '../introduction/introduction-panel';
import { ApiDocumentation } from './api-documentation';
import { ApiHeader } from './api-header';
import { PageContainer } from '../../../../shared/ui/page-container';

export function ApiDetailPage({ apiId }: { apiId: string }) {
  const { t } = useTranslation('products');
  const { currentTeam } = useCurrentTeam();
  const api = useApi(currentTeam?.uuid, apiId);
  const { tab, select } = useDetailTab();
  useDocumentTitle(api.data?.display_name, t('gallery.title'));
  return (
    <PageContainer maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <ProductBreadcrumbs name={api.data?.display_name} />
      {api.isError ? (
        <ProductLoadError error={api.error} notFound={t('detail.apiNotFound')} />
      ) : !api.data ? (
        <Box aria-busy="true" data-testid="api-loading">
          <Skeleton variant="rounded" width={56} height={24} />
          <Skeleton variant="text" width="45%" height={48} />
          <Skeleton variant="text" width="80%" />
          <Skeleton variant="rounded" height={48} sx={{ mt: 3 }} />
        </Box>
      ) : (
        <>
          <ApiHeader api={api.data} />
          <DetailTabs tab={tab} onSelect={select} />
          <DetailPanel tab={tab}>
            {tab === 'introduction' && <IntroductionPanel type="api" productId={api.data.uuid} />}
            {tab === 'documentation' && <ApiDocumentation api={api.data} />}
            {tab === 'support' && <SupportPanel productName={api.data.display_name} />}
          </DetailPanel>
        </>
      )}
    </PageContainer>
  );
}
