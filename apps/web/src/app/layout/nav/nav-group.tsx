/**
 * A navigation entry with children (Tools). Expanded it opens in place; collapsed it slides in a sub-menu
 * beside the rail that hides 600 ms after the pointer leaves it (spec 1 section 4.6). The sub-menu's code loads
 * when it is first opened (nav-group-menu.tsx, issue 18).
 */
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n';
import { SUB_MENU_HIDE_MS } from '@dc/contracts';
import type { NavEntry, NavKey } from '../../../shared/lib/navigation/nav-entries';
import { onDemand, useOnDemand } from '../../../shared/lib/on-demand';
import { Collapse } from '../../../shared/ui/collapse';
import { useOpenedOnce } from '../../../shared/ui/use-opened-once';
import { NAV_ICONS } from './nav-icons';
import { NavItem } from './nav-item';
import { NavEntries, NavEntryButton, NavEntryIcon, NavEntryText } from './nav-parts';

const menuModule = onDemand(() => import('./nav-group-menu'));

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
  // Once opened, the sub-menu stays mounted, so it closes with its transition like any other.
  const Menu = useOnDemand(menuModule, useOpenedOnce(!!anchor))?.default;
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
    <NavEntryButton
      component="div"
      onClick={(e) => (collapsed ? setAnchor(e.currentTarget) : setOpen((o) => !o))}
      // The sub-menu's code is on its way as soon as the pointer nears it.
      onPointerEnter={collapsed ? () => void menuModule.load().catch(() => {}) : undefined}
      aria-expanded={collapsed ? !!anchor : open}
      aria-controls={id}
      aria-label={collapsed ? label : undefined}
      aria-haspopup={collapsed ? 'menu' : undefined}
      data-testid={`nav-${entry.key}`}
    >
      <NavEntryIcon>
        <Icon fontSize="small" />
      </NavEntryIcon>
      {!collapsed && <NavEntryText>{label}</NavEntryText>}
      {!collapsed && (open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
    </NavEntryButton>
  );

  if (!collapsed) {
    return (
      <li>
        {toggle}
        <Collapse in={open} timeout="auto" unmountOnExit>
          <NavEntries id={id} aria-label={label}>
            {children.map((c) => (
              <li key={c.key}>
                <NavItem entry={c} collapsed={false} nested active={c.key === activeKey} onNavigate={onNavigate} />
              </li>
            ))}
          </NavEntries>
        </Collapse>
      </li>
    );
  }
  return (
    <li>
      {toggle}
      {Menu && (
        <Menu
          id={id}
          label={label}
          entries={children}
          anchor={anchor}
          onClose={() => setAnchor(null)}
          onPick={() => {
            setAnchor(null);
            onNavigate?.();
          }}
          onEnter={keepOpen}
          onLeave={hideSoon}
        />
      )}
    </li>
  );
}
