/**
 * Search and add a product (spec 2 section 5: each product once). The search goes to the product service after a
 * pause; products already in the list stay visible but cannot be picked again.
 */
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import type { Product } from '@dc/contracts';
import { useProductChoices } from '../../api/get-product-choices';

const SEARCH_DELAY_MS = 300;

export interface ProductPickerProps {
  teamId: string;
  selected: ReadonlySet<string>;
  disabled: boolean;
  onAdd(product: Product): void;
}

export function ProductPicker({ teamId, selected, disabled, onAdd }: ProductPickerProps) {
  const { t } = useTranslation('catalogs');
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const choices = useProductChoices(teamId, search);
  return (
    <Autocomplete<Product, false, false, false>
      id="catalog-product-picker"
      options={choices.data ?? []}
      value={null}
      inputValue={input}
      onInputChange={(_, value, reason) => setInput(reason === 'reset' ? '' : value)}
      onChange={(_, product) => product && onAdd(product)}
      getOptionLabel={(p) => p.displayName}
      getOptionDisabled={(p) => selected.has(p.uuid)}
      isOptionEqualToValue={(a, b) => a.uuid === b.uuid}
      // The server searched already.
      filterOptions={(options) => options}
      loading={choices.isFetching}
      disabled={disabled}
      noOptionsText={t('products.noOptions')}
      loadingText={t('loading')}
      blurOnSelect={false}
      renderOption={({ key, ...props }, p) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Chip size="small" variant="outlined" label={t(`products.type.${p.type}`)} />
          <Typography sx={{ flex: 1, overflowWrap: 'anywhere' }}>{p.displayName}</Typography>
          {selected.has(p.uuid) && (
            <Typography variant="caption" color="text.secondary">
              {t('products.selected')}
            </Typography>
          )}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('products.add')}
          helperText={t('products.addHelp')}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {choices.isFetching && <CircularProgress color="inherit" size={18} aria-hidden />}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
      sx={{ maxWidth: 640 }}
    />
  );
}
