/**
 * A list's search field and sort selector in one row that wraps on narrow screens (the field takes the row alone
 * at 360 px). Without onSearch it is the sort selector only, and no search landmark. The texts come from the
 * feature's namespace: list.searchLabel, list.searchPlaceholder, list.sortLabel and list.sort.<value>.
 */
import Box from '@mui/material/Box';
import { useTranslation } from '../i18n';
import { SearchField } from './search-field';
import { SortSelector } from './sort-selector';

export interface SearchSortToolbarProps<T extends string> {
  /** The sort selector's id (and test id) is `${id}-sort`. */
  id: string;
  /** The translation namespace of the texts. */
  ns: string;
  sorts: readonly T[];
  sort: T;
  onSort(sort: T): void;
  search?: string;
  onSearch?(text: string): void;
}

export function SearchSortToolbar<T extends string>(props: SearchSortToolbarProps<T>) {
  const { id, ns, sorts, sort, onSort, search = '', onSearch } = props;
  const { t } = useTranslation(ns);
  return (
    <Box
      role={onSearch ? 'search' : undefined}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', my: 3 }}
    >
      {onSearch && (
        <SearchField
          label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
          value={search}
          onChange={onSearch}
          sx={{ flex: '1 1 240px', maxWidth: { sm: 460 } }}
        />
      )}
      <SortSelector
        id={`${id}-sort`}
        label={t('list.sortLabel')}
        value={sort}
        options={sorts.map((value) => ({ value, label: t(`list.sort.${value}`) }))}
        onChange={onSort}
      />
    </Box>
  );
}
