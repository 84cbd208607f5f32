/**
 * /catalogs/create and /catalogs/{id}/edit (spec 2 sections 2.10, 4, 6): loads the catalog and its products, lets
 * in only those who may edit (create: the admin check; edit: not public, owner, admin) and sends anyone else back
 * (non-owners to the summary) after 1 s.
 */
import Alert from '@mui/material/Alert';
import { Skeleton } from '../../../../shared/ui/skeleton';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useNavigate } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import {
  CATALOG_FROM_CREATOR_KEY,
  CATALOG_NON_OWNER_REDIRECT_MS,
  canCreateCatalog,
  canEditCatalog,
  type Team,
} from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import { useCatalog } from '../../api/get-catalog';
import { useCatalogProducts } from '../../api/get-catalog-products';
import { pickedOf } from '../../utils/catalog-form';
import { CatalogLoadError } from '../common/catalog-load-error';
import { CatalogEditor } from './catalog-editor';
import { PageContainer } from '../../../../shared/ui/page-container';

/** Read once: the flag is for the first visit after creating only. */
function useFromCreator(catalogId: string | undefined) {
  const [fromCreator] = useState(() => !!catalogId && sessionStorage.getItem(CATALOG_FROM_CREATOR_KEY) === catalogId);
  useEffect(() => {
    if (fromCreator) sessionStorage.removeItem(CATALOG_FROM_CREATOR_KEY);
  }, [fromCreator]);
  return fromCreator;
}

function SentBack({ message, to }: { message: string; to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate(to, { replace: true }), CATALOG_NON_OWNER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, to]);
  return (
    <PageContainer maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Alert severity="warning" role="alert" data-testid="catalog-sent-back">
        {message}
      </Alert>
    </PageContainer>
  );
}

function EditorSkeleton() {
  const { t } = useTranslation('catalogs');
  return (
    <PageContainer maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} aria-busy="true" aria-label={t('loading')}>
      <Stack spacing={2}>
        <Skeleton width={160} />
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    </PageContainer>
  );
}

export function CatalogEditorPage({ team, catalogId }: { team: Team; catalogId?: string }) {
  const { t } = useTranslation('catalogs');
  const catalog = useCatalog(team.uuid, catalogId);
  const products = useCatalogProducts(team.uuid, catalogId);
  const fromCreator = useFromCreator(catalogId);

  if (!catalogId) {
    if (!canCreateCatalog(team.role)) {
      return <SentBack message={t('editor.notAllowed')} to={href(paths.catalogs, {}, { type: 'custom' })} />;
    }
    return <CatalogEditor team={team} savedProducts={[]} fromCreator={false} />;
  }
  if (catalog.error) return <CatalogLoadError error={catalog.error} />;
  if (!catalog.data) return <EditorSkeleton />;
  if (!canEditCatalog(catalog.data, team.role)) {
    const to = href(paths.catalogView, { catalogId }, { type: catalog.data.type });
    return <SentBack message={t('editor.notOwner')} to={to} />;
  }
  if (products.error) return <CatalogLoadError error={products.error} />;
  if (!products.data) return <EditorSkeleton />;
  const saved = [...products.data.items].sort((a, b) => a.order - b.order).map(pickedOf);
  // A refresh after saving brings new server values: the form starts again from them.
  const version = `${catalog.data.updatedAtDateTime}:${saved.map((p) => p.uuid).join(',')}`;
  return (
    <CatalogEditor key={version} team={team} catalog={catalog.data} savedProducts={saved} fromCreator={fromCreator} />
  );
}
