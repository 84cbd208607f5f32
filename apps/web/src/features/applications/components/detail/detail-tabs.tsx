/** The detail page's tabs, the open one kept in ?type= (spec 2 section 2.2). */
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DETAIL_TABS, readDetailTab, type DetailTab } from '../../utils/detail-tab';

export function useDetailTab(): [DetailTab, (tab: DetailTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab = readDetailTab(params.get('type'));
  const setTab = (next: DetailTab) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        copy.set('type', next);
        return copy;
      },
      { replace: true },
    );
  return [tab, setTab];
}

export function DetailTabs({
  tab,
  onChange,
  panel,
}: {
  tab: DetailTab;
  onChange(tab: DetailTab): void;
  panel: ReactNode;
}) {
  const { t } = useTranslation('applications');
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_, v: DetailTab) => onChange(v)}
          aria-label={t('detail.tabs')}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {DETAIL_TABS.map((value) => (
            <Tab
              key={value}
              value={value}
              label={t(`detail.tab.${value}`)}
              id={`application-tab-${value}`}
              aria-controls={`application-panel-${value}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`application-panel-${tab}`} aria-labelledby={`application-tab-${tab}`}>
        {panel}
      </Box>
    </>
  );
}
