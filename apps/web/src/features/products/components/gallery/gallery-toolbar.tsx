/** Search, type filter and sort of the gallery (spec 2 section 2.1); the search reaches the URL after a pause. */
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import { PRODUCT_SORTS } from '@dc/contracts';
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
      <TextField
        label={t('search.label')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onChange({ searchText: text.trim() }, { replace: true });
        }}
        size="small"
        type="search"
        sx={{ flex: '1 1 240px', maxWidth: { sm: 420 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
            endAdornment: text ? (
              <InputAdornment position="end">
                <IconButton size="small" aria-label={t('search.clear')} onClick={() => setText('')} edge="end">
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      <TypeFilter types={params.types} onApply={(types) => onChange({ types })} />
      <TextField
        select
        size="small"
        label={t('sort.label')}
        value={params.sort}
        onChange={(e) => onChange({ sort: e.target.value as ProductSort })}
        sx={{ minWidth: 170 }}
      >
        {PRODUCT_SORTS.map((sort) => (
          <MenuItem key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
});
