/**
 * The grouped dropdown of spec 3 section 2.5: header options (itemHeader) that cannot be chosen, body options
 * (itemBody) under them, and a placeholder while nothing is chosen ('Choose one...' unless told otherwise).
 * Our own select (select-field.tsx): its list loads when first opened, off the top bar's first paint (issue 18).
 */
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from '../i18n';
import { SelectField, type SelectItem } from './select-field';

export interface GroupedOption {
  value: string;
  title: string;
}

export interface OptionGroup {
  key: string;
  title: string;
  options: GroupedOption[];
}

export interface GroupedSelectProps {
  groups: OptionGroup[];
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  /** The accessible name of the select and of its list. */
  ariaLabel: string;
  disabled?: boolean;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  'data-testid'?: string;
}

export function GroupedSelect({ groups, value, onChange, placeholder, ariaLabel, ...rest }: GroupedSelectProps) {
  const { t } = useTranslation();
  const titles = new Map(groups.flatMap((g) => g.options.map((o) => [o.value, o.title] as const)));
  const items: SelectItem[] = groups.flatMap((group) => [
    { header: group.title },
    ...group.options.map((o) => ({ value: o.value, label: o.title })),
  ]);
  const chosen = titles.get(value);
  return (
    <SelectField
      {...rest}
      ariaLabel={ariaLabel}
      listLabel={ariaLabel}
      items={items}
      value={chosen === undefined ? '' : value}
      onChange={onChange}
      display={
        chosen ?? (
          <Typography component="span" sx={{ color: 'text.secondary', font: 'inherit' }}>
            {placeholder ?? t('groupedSelect.placeholder')}
          </Typography>
        )
      }
    />
  );
}
