/**
 * One navigation link; collapsed it shows its icon with the name as tooltip and accessible name. The tooltip's code
 * loads after the first paint (issue 18).
 */
import { Link } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n';
import type { NavEntry } from '../../../shared/lib/navigation/nav-entries';
import { DeferredTooltip } from '../../../shared/ui/deferred-tooltip';
import { NAV_ICONS } from './nav-icons';
import { NavEntryButton, NavEntryIcon, NavEntryText } from './nav-parts';

export function NavItem({
  entry,
  collapsed,
  nested = false,
  active,
  onNavigate,
}: {
  entry: NavEntry;
  collapsed: boolean;
  /** The page belongs to this entry (activeNavKey: one entry at a time). */
  active: boolean;
  nested?: boolean;
  onNavigate?(): void;
}) {
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
}
