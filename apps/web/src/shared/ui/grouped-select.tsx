/**
 * The grouped dropdown of spec 3 section 2.5: header options (itemHeader) that cannot be chosen, body options
 * (itemBody) under them, and a placeholder while nothing is chosen ('Choose one...' unless told otherwise).
 */
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectProps } from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';

export interface GroupedOption {
  value: string;
  title: string;
}

export interface OptionGroup {
  key: string;
  title: string;
  options: GroupedOption[];
}

/**
 * A group header inside the list. Select gives every child the props of an option (role, aria-selected, click);
 * the header drops them, so it is neither announced nor chosen as one. Without a tabindex, keyboard moves skip it.
 */
function GroupHeader({ children }: { children: ReactNode }) {
  return (
    <ListSubheader role="presentation" sx={{ lineHeight: '36px', fontWeight: 700 }}>
      {children}
    </ListSubheader>
  );
}
GroupHeader.muiSkipListHighlight = true;

export interface GroupedSelectProps extends Omit<SelectProps<string>, 'onChange' | 'value' | 'children'> {
  groups: OptionGroup[];
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  /** The accessible name when no visible label is given. */
  ariaLabel?: string;
}

export function GroupedSelect({ groups, value, onChange, placeholder, ariaLabel, ...rest }: GroupedSelectProps) {
  const { t } = useTranslation();
  const titles = new Map(groups.flatMap((g) => g.options.map((o) => [o.value, o.title] as const)));
  const shown = placeholder ?? t('groupedSelect.placeholder');
  // Select needs its options as direct children: headers and items are one flat list.
  const items: ReactNode[] = groups.flatMap((group) => [
    <GroupHeader key={`h-${group.key}`}>{group.title}</GroupHeader>,
    ...group.options.map((o) => (
      <MenuItem key={o.value} value={o.value} sx={{ pl: 3 }}>
        {o.title}
      </MenuItem>
    )),
  ]);
  return (
    <Select<string>
      {...rest}
      value={titles.has(value) ? value : ''}
      displayEmpty
      onChange={(e) => onChange(e.target.value)}
      inputProps={{ 'aria-label': ariaLabel, ...rest.inputProps }}
      renderValue={(v) =>
        v ? (
          titles.get(v)
        ) : (
          <Typography component="span" sx={{ color: 'text.secondary', font: 'inherit' }}>
            {shown}
          </Typography>
        )
      }
    >
      {items}
    </Select>
  );
}
