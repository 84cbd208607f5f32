/** The navigation entries with the collapse toggle on top. */
import Box from '@mui/material/Box';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import MenuIcon from '@mui/icons-material/Menu';
import { Fragment } from 'react';
import { useLocation } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n';
import { activeNavKey } from '../../../shared/lib/navigation/nav-entries';
import { useNavEntries } from '../../../shared/lib/navigation/use-nav-entries';
import { RenderStep } from '../../../shared/ui/render-step';
import { NavGroup } from './nav-group';
import { NavItem } from './nav-item';
import { NavDivider, NavEntries, NavEntryButton, NavEntryIcon, NavEntryText } from './nav-parts';

export interface NavListProps {
  collapsed: boolean;
  onToggle(): void;
  onNavigate?(): void;
  /** The rail's list: entries that arrive come each in a step of its own (the drawer's opens whole). */
  inSteps?: boolean;
}

export function NavList({ collapsed, onToggle, onNavigate, inSteps = false }: NavListProps) {
  const Step = inSteps ? RenderStep : Fragment;
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
      {/* In the rail each entry comes in a step of its own (issue 18): most arrive with the team's answer, ~18
          components each, in the task that draws the page's frame; one after another they fill the list from the
          top, moving nothing. */}
      <NavEntries>
        {entries.map((entry) =>
          entry.children ? (
            <Step key={entry.key}>
              <NavGroup entry={entry} collapsed={collapsed} activeKey={activeKey} onNavigate={onNavigate} />
            </Step>
          ) : (
            <li key={entry.key}>
              <Step>
                <NavItem entry={entry} collapsed={collapsed} active={entry.key === activeKey} onNavigate={onNavigate} />
              </Step>
            </li>
          ),
        )}
      </NavEntries>
    </Box>
  );
}
