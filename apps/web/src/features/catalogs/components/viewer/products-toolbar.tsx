/** Search, type filter, sort (catalog order, name, date created) and cards or list (spec 2 sections 2.10, 9). */
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import ClearIcon from '@mui/icons-material/Clear';
import GridViewIcon from '@mui/icons-material/GridView';
import SearchIcon from '@mui/icons-material/Search';
import ViewListIcon from '@mui/icons-material/ViewList';
import { useTranslation } from '../../../../shared/i18n';
import { CATALOG_PRODUCT_SORTS, PRODUCT_TYPES } from '@dc/contracts';
import { SortSelector } from '../../../../shared/ui/sort-selector';
import type { CatalogProductSort, ProductTypeFilter, ProductView } from '../../utils/product-view';

export type ViewMode = 'cards' | 'list';

export interface ProductsToolbarProps {
  view: ProductView;
  mode: ViewMode;
  onView(change: Partial<ProductView>): void;
  onMode(mode: ViewMode): void;
}

export function ProductsToolbar({ view, mode, onView, onMode }: ProductsToolbarProps) {
  const { t } = useTranslation('catalogs');
  return (
    <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
      <TextField
        label={t('viewer.search')}
        value={view.searchText}
        onChange={(e) => onView({ searchText: e.target.value })}
        size="small"
        type="search"
        sx={{ flex: '1 1 220px', maxWidth: { sm: 360 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
            endAdornment: view.searchText ? (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  edge="end"
                  aria-label={t('viewer.clearSearch')}
                  onClick={() => onView({ searchText: '' })}
                >
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      <TextField
        select
        size="small"
        id="catalog-product-type"
        label={t('viewer.typeFilter')}
        value={view.type}
        onChange={(e) => onView({ type: e.target.value as ProductTypeFilter })}
        sx={{ minWidth: 140 }}
      >
        <MenuItem value="all">{t('viewer.allTypes')}</MenuItem>
        {PRODUCT_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`products.type.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <SortSelector<CatalogProductSort>
        id="catalog-product-sort"
        label={t('viewer.sort')}
        value={view.sort}
        options={CATALOG_PRODUCT_SORTS.map((value) => ({ value, label: t(`viewer.sorts.${value}`) }))}
        onChange={(sort) => onView({ sort })}
      />
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_, next: ViewMode | null) => next && onMode(next)}
        aria-label={t('viewer.viewMode')}
      >
        <ToggleButton value="cards" aria-label={t('viewer.cards')}>
          <GridViewIcon fontSize="small" />
        </ToggleButton>
        <ToggleButton value="list" aria-label={t('viewer.list')}>
          <ViewListIcon fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
