/** A sort selector over fixed options; the caller keeps the choice (see lib/stored-choice for local storage). */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface SortOption<T extends string> {
  value: T;
  label: string;
}

export interface SortSelectorProps<T extends string> {
  id: string;
  label: string;
  value: T;
  options: readonly SortOption<T>[];
  onChange(value: T): void;
}

export function SortSelector<T extends string>({ id, label, value, options, onChange }: SortSelectorProps<T>) {
  return (
    <TextField
      id={id}
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as T)}
      sx={{ minWidth: 190 }}
      data-testid={id}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
