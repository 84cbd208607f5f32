/**
 * The Products tab (spec 2 section 2.10): the catalog's products searched, filtered and sorted in the browser (a
 * catalog holds at most 200), as cards or a list; 'No associated products found.', and a toast when loading fails.
 */
import Alert from '@mui/material/Alert';
import { Skeleton } from '../../../../shared/ui/skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import { resolveError } from '@dc/contracts';
import { notifyError } from '../../../../shared/lib/notify';
import { useCatalogProducts } from '../../api/get-catalog-products';
import { viewProducts, type ProductView } from '../../utils/product-view';
import { ProductResults } from './product-results';
import { ProductsToolbar, type ViewMode } from './products-toolbar';

export function ProductsPanel({ teamId, catalogId }: { teamId: string; catalogId: string }) {
  const { t } = useTranslation('catalogs');
  const products = useCatalogProducts(teamId, catalogId);
  const [view, setView] = useState<ProductView>({ searchText: '', type: 'all', sort: 'catalog_default' });
  const [mode, setMode] = useState<ViewMode>('cards');
  const failure = products.error ? resolveError(products.error).message : undefined;
  useEffect(() => {
    if (failure) notifyError(t('products.loadFailed', { message: failure }));
  }, [failure, t]);

  const shown = products.data ? viewProducts(products.data.items, view) : [];
  return (
    <>
      <ProductsToolbar
        view={view}
        mode={mode}
        onView={(change) => setView((v) => ({ ...v, ...change }))}
        onMode={setMode}
      />
      {failure ? (
        <Alert severity="error">{t('products.loadFailed', { message: failure })}</Alert>
      ) : !products.data ? (
        <Skeleton role="progressbar" variant="rounded" height={160} aria-label={t('loading')} />
      ) : shown.length === 0 ? (
        <Typography color="text.secondary" data-testid="catalog-products-empty">
          {t('products.empty')}
        </Typography>
      ) : (
        <>
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('viewer.count', { count: shown.length })}
          </Typography>
          <ProductResults products={shown} mode={mode} />
        </>
      )}
    </>
  );
}
