/**
 * One navigation link; collapsed it shows its icon with the name as tooltip and accessible name. The tooltip's code
 * loads after the first paint (issue 18).
 */
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n';
import type { NavEntry } from '../../../shared/lib/navigation/nav-entries';
import { DeferredTooltip } from '../../../shared/ui/deferred-tooltip';
import { NAV_ICONS } from './nav-icons';

export const navItemSx = {
  minHeight: 44,
  borderRadius: 2,
  mx: 1,
  my: 0.25,
  px: 1.5,
  color: 'text.primary',
  '& .MuiListItemIcon-root': { minWidth: 36, color: 'text.secondary' },
  '&.active': { bgcolor: 'rgba(11, 61, 145, 0.1)', color: 'primary.main', fontWeight: 500 },
  '&.active .MuiListItemIcon-root': { color: 'primary.main' },
} as const;

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
    <ListItemButton
      component={Link}
      to={entry.to}
      // Not NavLink: it would mark every entry whose path is a prefix (Subscriptions on Pending Approvals).
      className={active ? 'active' : undefined}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      aria-label={collapsed ? label : undefined}
      data-testid={`nav-${entry.key}`}
      sx={{ ...navItemSx, pl: nested && !collapsed ? 4 : 1.5 }}
    >
      <ListItemIcon>
        <Icon fontSize="small" />
      </ListItemIcon>
      {!collapsed && <ListItemText primary={label} slotProps={{ primary: { noWrap: true } }} />}
    </ListItemButton>
  );
  return collapsed ? (
    <DeferredTooltip title={label} placement="right">
      {button}
    </DeferredTooltip>
  ) : (
    button
  );
}
