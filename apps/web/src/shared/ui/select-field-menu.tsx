/**
 * The list of select-field.tsx, loaded when a select is first opened: MUI Menu as MUI Select opens it (below the
 * field, at least as wide, the chosen option focused, no wrap-around), options with role option and headers that
 * are neither announced nor reached by the arrow keys.
 */
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { SelectFocusSourceProvider } from '@mui/material/Select';
import type { ReactNode } from 'react';
import type { SelectItem } from './select-field';

/** A group's title in the list. MenuList skips it when it moves the focus or looks for the chosen option. */
function GroupHeader({ children }: { children: ReactNode }) {
  return (
    <ListSubheader role="presentation" sx={{ lineHeight: '36px', fontWeight: 700 }}>
      {children}
    </ListSubheader>
  );
}
GroupHeader.muiSkipListHighlight = true;

export interface SelectFieldMenuProps {
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose(): void;
  items: readonly SelectItem[];
  value: string;
  onChoose(value: string): void;
  listId: string;
  labelledBy?: string;
  listLabel?: string;
  minWidth?: number;
  /** A list opened by a press shows no focus ring on its focused option; one opened by a key does (as MUI Select). */
  openedBy: 'mouse' | 'keyboard';
}

export default function SelectFieldMenu(props: SelectFieldMenuProps) {
  const { anchorEl, open, onClose, items, value, onChoose, listId, labelledBy, listLabel, minWidth, openedBy } = props;
  const grouped = items.some((item) => 'header' in item);
  return (
    <SelectFocusSourceProvider value={openedBy}>
      <Menu
        anchorEl={anchorEl}
        open={open && !!anchorEl}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
        slotProps={{
          list: {
            'aria-labelledby': labelledBy,
            'aria-label': listLabel,
            role: 'listbox',
            disableListWrap: true,
            id: listId,
          },
          paper: { style: { minWidth } },
        }}
      >
        {items.map((item, index) =>
          'header' in item ? (
            <GroupHeader key={`h-${index}`}>{item.header}</GroupHeader>
          ) : (
            <MenuItem
              key={item.value}
              role="option"
              selected={item.value === value}
              aria-selected={item.value === value ? 'true' : 'false'}
              data-value={item.value}
              onClick={() => onChoose(item.value)}
              // The Space that opened the list must not choose its focused option when released (as MUI Select).
              onKeyUp={(event) => event.key === ' ' && event.preventDefault()}
              sx={grouped ? { pl: 3 } : undefined}
            >
              {item.label}
            </MenuItem>
          ),
        )}
      </Menu>
    </SelectFocusSourceProvider>
  );
}
