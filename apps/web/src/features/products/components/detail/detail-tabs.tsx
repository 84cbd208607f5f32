/**
 * The tabs of a product page (spec 2 sections 2.3, 2.4): Introduction, Documentation, Release Notes (disabled),
 * Support. The open tab is in the URL (?tab=) so a reload or a link keeps it.
 */
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';

export const DETAIL_TABS = ['introduction', 'documentation', 'releaseNotes', 'support'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];
const ENABLED: DetailTab[] = ['introduction', 'documentation', 'support'];
export const TAB_PARAM = 'tab';

export function useDetailTab() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get(TAB_PARAM) as DetailTab | null;
  const tab: DetailTab = asked && ENABLED.includes(asked) ? asked : 'introduction';
  const select = (next: DetailTab) =>
    setSearch((prev) => {
      const out = new URLSearchParams(prev);
      if (next === 'introduction') out.delete(TAB_PARAM);
      else out.set(TAB_PARAM, next);
      return out;
    });
  return { tab, select };
}

const tabId = (tab: DetailTab) => `product-tab-${tab}`;
const panelId = (tab: DetailTab) => `product-panel-${tab}`;

export function DetailTabs({ tab, onSelect }: { tab: DetailTab; onSelect(tab: DetailTab): void }) {
  const { t } = useTranslation('products');
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mt: 3 }}>
      <Tabs
        value={tab}
        onChange={(_, next: DetailTab) => onSelect(next)}
        aria-label={t('tabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {DETAIL_TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(`tabs.${value}`)}
            id={tabId(value)}
            aria-controls={panelId(value)}
            disabled={!ENABLED.includes(value)}
          />
        ))}
      </Tabs>
    </Box>
  );
}

export function DetailPanel({ tab, children }: { tab: DetailTab; children: ReactNode }) {
  return (
    <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} sx={{ pt: 3 }}>
      {children}
    </Box>
  );
}
