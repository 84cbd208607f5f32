/**
 * One navigation link; collapsed it shows its icon with the name as tooltip and accessible name. The tooltip's code
 * loads after the first paint (issue 18).
 */
import { memo } from 'react';
import { Link } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n';
import type { NavEntry } from '../../../shared/lib/navigation/nav-entries';
import { DeferredTooltip } from '../../../shared/ui/deferred-tooltip';
import { NAV_ICONS } from './nav-icons';
import { NavEntryButton, NavEntryIcon, NavEntryText } from './nav-parts';

interface NavItemProps {
  entry: NavEntry;
  collapsed: boolean;
  /** The page belongs to this entry (activeNavKey: one entry at a time). */
  active: boolean;
  nested?: boolean;
  onNavigate?(): void;
}

/**
 * Memo by what the link shows: the list computes new entry objects whenever the team or the account facts answer
 * (an entry more or less after the first paint), and each entry rendering again was ~15 components (issue 18).
 */
const sameItem = (a: NavItemProps, b: NavItemProps) =>
  a.entry.key === b.entry.key &&
  a.entry.to === b.entry.to &&
  a.collapsed === b.collapsed &&
  a.active === b.active &&
  a.nested === b.nested &&
  a.onNavigate === b.onNavigate;

export const NavItem = memo(function NavItem({ entry, collapsed, nested = false, active, onNavigate }: NavItemProps) {
  const { t } = useTranslation();
  const Icon = NAV_ICONS[entry.key];
  const label = t(`nav.${entry.key}`);
  const button = (
    <NavEntryButton
      component={Link}
      to={entry.to}
      // Not NavLink: it would mark every entry whose path is a prefix (Subscriptions on Pending Approvals).
      className={active ? 'active' : undefined}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      aria-label={collapsed ? label : undefined}
      data-testid={`nav-${entry.key}`}
      nested={nested && !collapsed}
    >
      <NavEntryIcon>
        <Icon fontSize="small" />
      </NavEntryIcon>
      {!collapsed && <NavEntryText noWrap>{label}</NavEntryText>}
    </NavEntryButton>
  );
  return collapsed ? (
    <DeferredTooltip title={label} placement="right">
      {button}
    </DeferredTooltip>
  ) : (
    button
  );
}, sameItem);
