/** Search ('Search for applications or products') and sort (Date Subscribed or Name) of subscriptions (spec 2 section 2.9). */
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { SUBSCRIPTION_SORTS } from '@dc/contracts';
import { SortSelector } from '../../../../shared/ui/sort-selector';

export type SubscriptionSort = (typeof SUBSCRIPTION_SORTS)[number];

export interface SubscriptionsToolbarProps {
  id: string;
  search?: string;
  sort: SubscriptionSort;
  onSearch?(text: string): void;
  onSort(sort: SubscriptionSort): void;
}

export function SubscriptionsToolbar({ id, search, sort, onSearch, onSort }: SubscriptionsToolbarProps) {
  const { t } = useTranslation('subscriptions');
  return (
    <Box
      role={onSearch ? 'search' : undefined}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', my: 3 }}
    >
      {onSearch && (
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
      )}
      <SortSelector
        id={`${id}-sort`}
        label={t('list.sortLabel')}
        value={sort}
        options={SUBSCRIPTION_SORTS.map((value) => ({ value, label: t(`list.sort.${value}`) }))}
        onChange={onSort}
      />
    </Box>
  );
}
