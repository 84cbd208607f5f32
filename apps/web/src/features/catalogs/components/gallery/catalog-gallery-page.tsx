/**
 * The catalogs gallery at /catalogs (spec 2 section 2.10): a tab per type, 11 cards a page (10 on the private tab
 * with the add card), a quick tip, 'No catalog details found.' for an empty tab, skeletons while loading.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import { CATALOG_PAGE_SIZE, CATALOG_PAGINATION_BOUNDARY, canCreateCatalog, resolveError } from '@dc/contracts';
import { useCurrentTeam } from '../../../../shared/lib/current-team/current-team-context';
import { AppAlert } from '../../../../shared/ui/app-alert';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title';
import { useCatalogGallery } from '../../hooks/use-catalog-gallery';
import { useGalleryParams } from '../../hooks/use-gallery-params';
import { galleryPageSize, galleryTabs, pageCount, pageOf, selectedTab } from '../../utils/gallery-tabs';
import { GalleryGrid, GallerySkeleton } from './gallery-grid';
import { galleryPanelId, galleryTabId, GalleryTabs } from './gallery-tabs';
import { PageContainer } from '../../../../shared/ui/page-container';

export function CatalogGalleryPage({ teamId }: { teamId: string }) {
  const { t } = useTranslation('catalogs');
  useDocumentTitle(t('title'));
  const { currentTeam } = useCurrentTeam();
  const params = useGalleryParams();
  const gallery = useCatalogGallery(teamId);
  const { catalogs } = gallery;
  const tabs = galleryTabs(catalogs ?? [], currentTeam?.internal ?? false);
  // Until the lists are in, the asked (or default) tab shows its skeletons.
  const type = catalogs
    ? selectedTab(params.type, tabs)
    : (params.type ?? (currentTeam?.internal ? 'core' : 'industry'));
  const withAddCard = type === 'custom' && canCreateCatalog(currentTeam?.role);
  const pageSize = galleryPageSize(type, withAddCard);
  const ofType = (catalogs ?? []).filter((c) => c.type === type);
  const pages = pageCount(ofType.length, pageSize);
  const page = Math.min(params.page, pages);

  // A tab that is hidden, disabled or unknown gives way to the one shown; a page beyond the last to the last.
  const { update } = params;
  useEffect(() => {
    if (catalogs && (type !== params.type || page !== params.page)) update({ type, page }, { replace: true });
  }, [catalogs, type, params.type, page, params.page, update]);

  return (
    <PageContainer maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('gallery.subtitle')}
      </Typography>
      <Box sx={{ mb: 2 }}>
        <AppAlert id="catalogs-quick-tip" severity="info" title={t('gallery.quickTipTitle')} autoHideMs={null}>
          {t('gallery.quickTip')}
        </AppAlert>
      </Box>
      <GalleryTabs tabs={tabs} value={type} onSelect={(next) => update({ type: next, page: 1 })} />
      <Box role="tabpanel" id={galleryPanelId(type)} aria-labelledby={galleryTabId(type)} data-testid="catalog-gallery">
        {gallery.error && !catalogs ? (
          <AppAlert severity="error" autoHideMs={null} closable={false}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }} data-testid="gallery-error">
              <span>{resolveError(gallery.error).message}</span>
              <Button color="inherit" size="small" variant="outlined" onClick={gallery.refetch}>
                {t('retry')}
              </Button>
            </Box>
          </AppAlert>
        ) : !catalogs ? (
          <GallerySkeleton count={CATALOG_PAGE_SIZE} label={t('loading')} />
        ) : (
          <>
            {ofType.length === 0 && (
              <Box sx={{ mb: 2 }}>
                <AppAlert severity="info" autoHideMs={null} closable={false}>
                  <span data-testid="catalogs-empty">{t('gallery.empty')}</span>
                </AppAlert>
              </Box>
            )}
            <GalleryGrid
              catalogs={pageOf(ofType, page, pageSize)}
              withAddCard={withAddCard}
              label={t('gallery.listLabel', { type: t(`types.${type}`) })}
              busy={gallery.isFetching}
            />
          </>
        )}
      </Box>
      {catalogs && pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <Pagination
            count={pages}
            page={page}
            onChange={(_, next) => update({ type, page: next })}
            boundaryCount={CATALOG_PAGINATION_BOUNDARY}
            siblingCount={0}
            color="primary"
            aria-label={t('gallery.pagination')}
            getItemAriaLabel={(kind, n, selected) =>
              kind === 'page' ? t(selected ? 'gallery.currentPage' : 'gallery.page', { page: n }) : t(`gallery.${kind}`)
            }
          />
        </Box>
      )}
    </PageContainer>
  );
}
