/**
 * The summary's head (spec 2 sections 2.10, 6): name with '(Draft)' while unpublished, description, owner and dates
 * (YYYY/MM/DD); Edit and Remove only when the rules of section 6 allow them, hidden otherwise.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Link as RouterLink } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import { CATALOG_DEFAULT_IMAGE, canEditCatalog, canRemoveCatalog, type Catalog } from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import { useFormatDate } from '../../../../shared/lib/dates/use-format-date';
import { catalogTitle } from '../../utils/catalog-title';
import { CatalogChips } from '../common/catalog-chips';

export interface CatalogHeaderProps {
  catalog: Catalog;
  role: string | undefined;
  onRemove(): void;
}

export function CatalogHeader({ catalog, role, onRemove }: CatalogHeaderProps) {
  const { t } = useTranslation('catalogs');
  const formatDate = useFormatDate();
  const canEdit = canEditCatalog(catalog, role);
  const canRemove = canRemoveCatalog(catalog, role);
  return (
    <Box
      component="header"
      sx={{ display: 'flex', gap: 3, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}
    >
      <Box
        component="img"
        src={catalog.imageUrl || CATALOG_DEFAULT_IMAGE}
        alt=""
        sx={{ width: { xs: '100%', sm: 200 }, height: 112, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <CatalogChips catalog={catalog} />
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, mt: 1, overflowWrap: 'anywhere' }}
          data-testid="catalog-title"
        >
          {catalogTitle(t, catalog)}
        </Typography>
        {catalog.description && (
          <Typography color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-line' }} data-testid="catalog-description">
            {catalog.description}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('viewer.owner', { team: catalog.teamName })} ·{' '}
          {t('viewer.created', { date: formatDate(catalog.createdAtDateTime, 'catalog') ?? '' })} ·{' '}
          {t('viewer.updated', { date: formatDate(catalog.updatedAtDateTime, 'catalog') ?? '' })}
        </Typography>
      </Box>
      {(canEdit || canRemove) && (
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          {canEdit && (
            <Button
              component={RouterLink}
              to={href(paths.catalogEdit, { catalogId: catalog.id })}
              variant="contained"
              startIcon={<EditOutlinedIcon />}
            >
              {t('viewer.edit')}
            </Button>
          )}
          {canRemove && (
            <Button variant="outlined" color="error" onClick={onRemove} startIcon={<DeleteOutlineIcon />}>
              {t('viewer.remove')}
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}
