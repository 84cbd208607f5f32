/**
 * One search value (spec 1 section 5), applied when submitted (Enter or the search button) and cleared with the
 * clear button; an empty submission shows everything again.
 */
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import { searchValue } from '../../utils/search';

export interface SearchBoxProps {
  id: string;
  label: string;
  onSearch(value: string): void;
}

export function SearchBox({ id, label, onSearch }: SearchBoxProps) {
  const { t } = useTranslation('iot');
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(searchValue(text));
  };
  const clear = () => {
    setText('');
    onSearch('');
  };
  return (
    <form role="search" onSubmit={submit} aria-label={label}>
      <TextField
        id={id}
        label={label}
        size="small"
        value={text}
        onChange={(e) => setText(e.target.value)}
        sx={{ width: { xs: '100%', sm: 360 } }}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                {text && (
                  <IconButton aria-label={t('search.clear')} onClick={clear} edge="end" size="small">
                    <ClearIcon fontSize="small" />
                  </IconButton>
                )}
                <IconButton type="submit" aria-label={t('search.submit')} edge="end" size="small" sx={{ ml: 0.5 }}>
                  <SearchIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </form>
  );
}
