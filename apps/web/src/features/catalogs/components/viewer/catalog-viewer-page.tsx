/**
 * The catalog summary at /catalogs/{id}/view?type (spec 2 section 2.10): head with Edit and Remove per the rules,
 * tabs Products, Details (Markdown), SDK (non-custom catalogs only, disabled) and Support.
 */
import { Skeleton } from '../../../../shared/ui/skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import type { Team } from '@dc/contracts';
import { UrlTabPanel, UrlTabs } from '../../../../shared/ui/url-tabs';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title';
import { useCatalog } from '../../api/get-catalog';
import { useViewerTab, VIEWER_TABS } from '../../hooks/use-viewer-tab';
import { catalogTitle } from '../../utils/catalog-title';
import { askedType } from '../../utils/gallery-tabs';
import { CatalogBreadcrumbs } from '../common/catalog-breadcrumbs';
import { CatalogLoadError } from '../common/catalog-load-error';
import { DeleteCatalogDialog } from '../common/delete-catalog-dialog';
import { MarkdownView } from '../common/markdown-view';
import { SupportPanel } from '../common/support-panel';
import { CatalogHeader } from './catalog-header';
import { ProductsPanel } from './products-panel';
import { PageContainer } from '../../../../shared/ui/page-container';

const TABS_ID = 'catalog-view';

export function CatalogViewerPage({ team, catalogId }: { team: Team; catalogId: string }) {
  const { t } = useTranslation('catalogs');
  const [search] = useSearchParams();
  const catalog = useCatalog(team.uuid, catalogId);
  const { tab, select, isEnabled } = useViewerTab();
  const [removing, setRemoving] = useState(false);
  const data = catalog.data;
  // The type from the address shows the SDK tab before the catalog is in.
  const type = data?.type ?? askedType(search.get('type')) ?? 'custom';
  const title = data ? catalogTitle(t, data) : undefined;
  useDocumentTitle(title, t('title'));

  if (catalog.error) return <CatalogLoadError error={catalog.error} />;
  const tabs = VIEWER_TABS.filter((v) => v !== 'sdk' || type !== 'custom');
  return (
    <PageContainer maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }} data-testid="catalog-viewer">
      <CatalogBreadcrumbs type={type} trail={[{ label: title ?? t('loading') }]} />
      {data ? (
        <CatalogHeader catalog={data} role={team.role} onRemove={() => setRemoving(true)} />
      ) : (
        <Stack spacing={1} aria-busy="true" aria-label={t('loading')}>
          <Skeleton variant="rounded" width={200} height={112} />
          <Skeleton variant="text" width="40%" height={48} />
          <Skeleton variant="text" width="70%" />
        </Stack>
      )}
      <UrlTabs
        id={TABS_ID}
        label={t('viewer.tabsLabel')}
        tabs={tabs}
        tab={tab}
        labelOf={(value) => t(`viewer.tabs.${value}`)}
        onSelect={select}
        disabled={tabs.filter((value) => !isEnabled(value))}
        sx={{ mt: 3 }}
      />
      <UrlTabPanel id={TABS_ID} tab={tab} sx={{ pt: 3 }}>
        {tab === 'products' && <ProductsPanel teamId={team.uuid} catalogId={catalogId} />}
        {tab === 'details' &&
          (!data ? (
            <Skeleton variant="rounded" height={120} />
          ) : data.details.trim() ? (
            <MarkdownView markdown={data.details} />
          ) : (
            <Typography color="text.secondary">{t('details.empty')}</Typography>
          ))}
        {tab === 'support' && <SupportPanel catalogName={title ?? ''} />}
      </UrlTabPanel>
      {data && (
        <DeleteCatalogDialog open={removing} catalog={data} teamId={team.uuid} onClose={() => setRemoving(false)} />
      )}
    </PageContainer>
  );
}
