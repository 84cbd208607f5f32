/**
 * /apim/publish/:productType (issue 6 item 7, beyond spec 2's "under construction"): a provider with the
 * create-product capability publishes an API (OpenAPI) or event (AsyncAPI) product, or a new version of one.
 */
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../shared/i18n';
import { Link as RouterLink } from '../../../../shared/router';
import type { ProductType } from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import { useCurrentTeam } from '../../../../shared/lib/current-team/current-team-context';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title';
import { ViewerGuard } from '../../../../shared/ui/viewer-guard';
import { useCanCreateProduct } from '../hooks/use-can-create-product';
import { PublishForm } from './publish-form';
import { PageContainer } from '../../../../shared/ui/page-container';

export function PublishPage({ productType }: { productType: ProductType }) {
  const { t } = useTranslation('product-publishing');
  const { currentTeam } = useCurrentTeam();
  const allowed = useCanCreateProduct();
  useDocumentTitle(t(`page.title.${productType}`), t('page.products'));
  return (
    <PageContainer maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Breadcrumbs aria-label={t('page.breadcrumbs')} sx={{ mb: 2 }}>
        <Link component={RouterLink} to={href(paths.apim)} underline="hover" color="inherit">
          {t('page.products')}
        </Link>
        <Typography color="text.primary" aria-current="page">
          {t(`page.title.${productType}`)}
        </Typography>
      </Breadcrumbs>
      <ViewerGuard allowed={allowed} asPage>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
          {t(`page.title.${productType}`)}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t(`page.intro.${productType}`)}
        </Typography>
        {currentTeam && <PublishForm key={currentTeam.uuid} productType={productType} team={currentTeam} />}
      </ViewerGuard>
    </PageContainer>
  );
}
