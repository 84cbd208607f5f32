/** The editor's tabs (spec 2 section 2.10): Name, Products, Details, Access, Support; Details and Access need a catalog. */
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITOR_TABS, NEEDS_CATALOG, type EditorTab } from '../../hooks/use-editor-tab';

const tabId = (tab: EditorTab) => `catalog-editor-tab-${tab}`;
const panelId = (tab: EditorTab) => `catalog-editor-panel-${tab}`;

export function EditorTabs({
  tab,
  catalogExists,
  onSelect,
}: {
  tab: EditorTab;
  catalogExists: boolean;
  onSelect(tab: EditorTab): void;
}) {
  const { t } = useTranslation('catalogs');
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mt: 2 }}>
      <Tabs
        value={tab}
        onChange={(_, next: EditorTab) => onSelect(next)}
        aria-label={t('editor.tabsLabel')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {EDITOR_TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(`editor.tabs.${value}`)}
            id={tabId(value)}
            aria-controls={panelId(value)}
            disabled={!catalogExists && NEEDS_CATALOG.includes(value)}
          />
        ))}
      </Tabs>
      {!catalogExists && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', pb: 1 }}>
          {t('editor.savedFirst')}
        </Typography>
      )}
    </Box>
  );
}

export function EditorPanel({ tab, children }: { tab: EditorTab; children: ReactNode }) {
  return (
    <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} sx={{ pt: 3 }}>
      {children}
    </Box>
  );
}
