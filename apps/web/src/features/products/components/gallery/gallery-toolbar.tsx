/** Search, type filter and sort of the gallery (spec 2 section 2.1); the search reaches the URL after a pause. */
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ClearIcon from '@mui/icons-material/Clear';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import { PRODUCT_SORTS } from '@dc/contracts';
import { SearchField } from '../../../../shared/ui/search-field';
import { SortSelector } from '../../../../shared/ui/sort-selector';
import type { GalleryParams, ProductSort } from '../../utils/gallery-params';
import { TypeFilter } from './type-filter';

const SEARCH_DELAY_MS = 300;

export interface GalleryToolbarProps {
  params: GalleryParams;
  onChange(change: Partial<GalleryParams>, options?: { replace?: boolean }): void;
}

/** Memo: the gallery page re-renders with each answer of its queries; the toolbar only when its params change. */
export const GalleryToolbar = memo(function GalleryToolbar({ params, onChange }: GalleryToolbarProps) {
  const { t } = useTranslation('products');
  const [text, setText] = useState(params.searchText);
  // The URL wins when it changes from outside (back, a link).
  useEffect(() => setText(params.searchText), [params.searchText]);
  useEffect(() => {
    if (text.trim() === params.searchText) return;
    const timer = setTimeout(() => onChange({ searchText: text.trim() }, { replace: true }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, params.searchText, onChange]);

  return (
    <Box
      role="search"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}
      data-testid="gallery-toolbar"
    >
      <SearchField
        label={t('search.label')}
        value={text}
        onChange={setText}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onChange({ searchText: text.trim() }, { replace: true });
        }}
        sx={{ flex: '1 1 240px', maxWidth: { sm: 420 } }}
        end={
          text ? (
            <IconButton size="small" aria-label={t('search.clear')} onClick={() => setText('')} edge="end">
              <ClearIcon fontSize="small" />
            </IconButton>
          ) : undefined
        }
      />
      <TypeFilter types={params.types} onApply={(types) => onChange({ types })} />
      <SortSelector<ProductSort>
        id="product-sort"
        label={t('sort.label')}
        value={params.sort}
        options={PRODUCT_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
        onChange={(sort) => onChange({ sort })}
        sx={{ minWidth: 170 }}
      />
    </Box>
  );
});
