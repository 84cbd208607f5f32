/**
 * A navigation entry with children (Tools). Expanded it opens in place; collapsed it slides in a sub-menu
 * beside the rail that hides 600 ms after the pointer leaves it (spec 1 section 4.6).
 */
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n';
import { SUB_MENU_HIDE_MS } from '@dc/contracts';
import type { NavEntry, NavKey } from '../../../shared/lib/navigation/nav-entries';
import { NAV_ICONS } from './nav-icons';
import { NavItem, navItemSx } from './nav-item';

export function NavGroup({
  entry,
  collapsed,
  activeKey,
  onNavigate,
}: {
  entry: NavEntry;
  collapsed: boolean;
  activeKey: NavKey | undefined;
  onNavigate?(): void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const children = entry.children ?? [];
  const [open, setOpen] = useState(() => children.some((c) => pathname.startsWith(c.to)));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(hideTimer.current), []);
  const Icon = NAV_ICONS[entry.key];
  const label = t(`nav.${entry.key}`);
  const id = `nav-group-${entry.key}`;
  const keepOpen = () => clearTimeout(hideTimer.current);
  const hideSoon = () => {
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setAnchor(null), SUB_MENU_HIDE_MS);
  };

  const toggle = (
    <ListItemButton
      onClick={(e) => (collapsed ? setAnchor(e.currentTarget) : setOpen((o) => !o))}
      aria-expanded={collapsed ? !!anchor : open}
      aria-controls={id}
      aria-label={collapsed ? label : undefined}
      aria-haspopup={collapsed ? 'menu' : undefined}
      data-testid={`nav-${entry.key}`}
      sx={navItemSx}
    >
      <ListItemIcon>
        <Icon fontSize="small" />
      </ListItemIcon>
      {!collapsed && <ListItemText primary={label} />}
      {!collapsed && (open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
    </ListItemButton>
  );

  if (!collapsed) {
    return (
      <li>
        {toggle}
        <Collapse in={open} timeout="auto" unmountOnExit>
          <List id={id} disablePadding aria-label={label}>
            {children.map((c) => (
              <li key={c.key}>
                <NavItem entry={c} collapsed={false} nested active={c.key === activeKey} onNavigate={onNavigate} />
              </li>
            ))}
          </List>
        </Collapse>
      </li>
    );
  }
  return (
    <li>
      {toggle}
      <Menu
        id={id}
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{
          list: { 'aria-label': label, onMouseEnter: keepOpen, onMouseLeave: hideSoon },
        }}
      >
        {children.map((c) => {
          const ChildIcon = NAV_ICONS[c.key];
          return (
            <MenuItem
              key={c.key}
              component={NavLink}
              to={c.to}
              onClick={() => {
                setAnchor(null);
                onNavigate?.();
              }}
              data-testid={`nav-${c.key}`}
            >
              <ListItemIcon>
                <ChildIcon fontSize="small" />
              </ListItemIcon>
              {t(`nav.${c.key}`)}
            </MenuItem>
          );
        })}
      </Menu>
    </li>
  );
}
