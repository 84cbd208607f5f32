/** Search ('Enter application ID, name, or keywords.') and sort of the application list (spec 2 section 2.6). */
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { APPLICATION_SORTS } from '@dc/contracts';
import { SortSelector } from '../../../../shared/ui/sort-selector';
import type { ApplicationSort } from '../../utils/application-search';

export interface ApplicationsToolbarProps {
  search: string;
  sort: ApplicationSort;
  onSearch(text: string): void;
  onSort(sort: ApplicationSort): void;
}

export function ApplicationsToolbar({ search, sort, onSearch, onSort }: ApplicationsToolbarProps) {
  const { t } = useTranslation('applications');
  return (
    <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', my: 3 }}>
      <TextField
        type="search"
        size="small"
        label={t('list.searchLabel')}
        placeholder={t('list.searchPlaceholder')}
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        sx={{ flex: '1 1 240px', maxWidth: { sm: 460 } }}
        slotProps={{
          inputLabel: { shrink: true },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <SortSelector
        id="applications-sort"
        label={t('list.sortLabel')}
        value={sort}
        options={APPLICATION_SORTS.map((value) => ({ value, label: t(`list.sort.${value}`) }))}
        onChange={onSort}
      />
    </Box>
  );
}
