/** The navigation entries with the collapse toggle on top. */
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import MenuIcon from '@mui/icons-material/Menu';
import { useLocation } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n';
import { activeNavKey } from '../../../shared/lib/navigation/nav-entries';
import { useNavEntries } from '../../../shared/lib/navigation/use-nav-entries';
import { NavGroup } from './nav-group';
import { NavItem, navItemSx } from './nav-item';

export interface NavListProps {
  collapsed: boolean;
  onToggle(): void;
  onNavigate?(): void;
}

export function NavList({ collapsed, onToggle, onNavigate }: NavListProps) {
  const { t } = useTranslation();
  const entries = useNavEntries();
  const activeKey = activeNavKey(entries, useLocation().pathname);
  const toggleLabel = collapsed ? t('nav.expand') : t('nav.collapse');
  return (
    <Box component="nav" aria-label={t('nav.label')} data-testid="side-nav" sx={{ py: 1 }}>
      <ListItemButton
        onClick={onToggle}
        aria-label={toggleLabel}
        aria-expanded={!collapsed}
        data-testid="nav-toggle"
        sx={navItemSx}
      >
        <ListItemIcon>{collapsed ? <MenuIcon fontSize="small" /> : <MenuOpenIcon fontSize="small" />}</ListItemIcon>
        {!collapsed && <ListItemText primary={t('nav.collapse')} />}
      </ListItemButton>
      <Divider sx={{ my: 1 }} />
      <List disablePadding>
        {entries.map((entry) =>
          entry.children ? (
            <NavGroup
              key={entry.key}
              entry={entry}
              collapsed={collapsed}
              activeKey={activeKey}
              onNavigate={onNavigate}
            />
          ) : (
            <li key={entry.key}>
              <NavItem entry={entry} collapsed={collapsed} active={entry.key === activeKey} onNavigate={onNavigate} />
            </li>
          ),
        )}
      </List>
    </Box>
  );
}
