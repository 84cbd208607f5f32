/**
 * A collapsed group's sub-menu beside the rail, in a chunk of its own: it loads when first opened, not before the
 * shell's first paint (issue 18: Menu, MenuItem and the popover and modal under them).
 */
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from '../../../shared/i18n';
import { NavLink } from '../../../shared/router';
import type { NavEntry } from '../../../shared/lib/navigation/nav-entries';
import { NAV_ICONS } from './nav-icons';

export interface NavGroupMenuProps {
  id: string;
  label: string;
  entries: NavEntry[];
  anchor: HTMLElement | null;
  onClose(): void;
  /** An entry was chosen. */
  onPick(): void;
  /** The pointer came back over the menu, and left it. */
  onEnter(): void;
  onLeave(): void;
}

export default function NavGroupMenu({
  id,
  label,
  entries,
  anchor,
  onClose,
  onPick,
  onEnter,
  onLeave,
}: NavGroupMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={!!anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      slotProps={{ list: { 'aria-label': label, onMouseEnter: onEnter, onMouseLeave: onLeave } }}
    >
      {entries.map((c) => {
        const ChildIcon = NAV_ICONS[c.key];
        return (
          <MenuItem key={c.key} component={NavLink} to={c.to} onClick={onPick} data-testid={`nav-${c.key}`}>
            <ListItemIcon>
              <ChildIcon fontSize="small" />
            </ListItemIcon>
            {t(`nav.${c.key}`)}
          </MenuItem>
        );
      })}
    </Menu>
  );
}
