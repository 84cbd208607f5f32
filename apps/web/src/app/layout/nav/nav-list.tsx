/** The navigation entries with the collapse toggle on top. */
import Box from '@mui/material/Box';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import MenuIcon from '@mui/icons-material/Menu';
import { useLocation } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n';
import { activeNavKey } from '../../../shared/lib/navigation/nav-entries';
import { useNavEntries } from '../../../shared/lib/navigation/use-nav-entries';
import { NavGroup } from './nav-group';
import { NavItem } from './nav-item';
import { NavDivider, NavEntries, NavEntryButton, NavEntryIcon, NavEntryText } from './nav-parts';

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
      <NavEntryButton
        component="div"
        onClick={onToggle}
        aria-label={toggleLabel}
        aria-expanded={!collapsed}
        data-testid="nav-toggle"
      >
        <NavEntryIcon>{collapsed ? <MenuIcon fontSize="small" /> : <MenuOpenIcon fontSize="small" />}</NavEntryIcon>
        {!collapsed && <NavEntryText>{t('nav.collapse')}</NavEntryText>}
      </NavEntryButton>
      <NavDivider />
      <NavEntries>
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
      </NavEntries>
    </Box>
  );
}
