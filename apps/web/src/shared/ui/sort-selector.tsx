/**
 * A sort selector over fixed options; the caller keeps the choice (see lib/stored-choice for local storage).
 * TextField's small outlined select, our own (select-field.tsx): the list loads when first opened (issue 18).
 */
import type { SxProps, Theme } from '@mui/material/styles';
import { SelectField } from './select-field';

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
  /** The field's width: 190 px at least unless told otherwise. */
  sx?: SxProps<Theme>;
}

export function SortSelector<T extends string>({ id, label, value, options, onChange, sx }: SortSelectorProps<T>) {
  return (
    <SelectField
      id={id}
      label={label}
      value={value}
      items={options}
      display={options.find((o) => o.value === value)?.label}
      onChange={(chosen) => onChange(chosen as T)}
      sx={sx ?? { minWidth: 190 }}
      data-testid={id}
    />
  );
}
