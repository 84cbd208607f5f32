/** The type tabs (spec 2 section 2.10): core, industry, workflow, custom shown as Private; empty ones disabled. */
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from '../../../../shared/i18n';
import type { CatalogType } from '@dc/contracts';
import type { GalleryTab } from '../../utils/gallery-tabs';

export const galleryTabId = (type: CatalogType) => `catalog-tab-${type}`;
export const galleryPanelId = (type: CatalogType) => `catalog-panel-${type}`;

export interface GalleryTabsProps {
  tabs: GalleryTab[];
  value: CatalogType;
  onSelect(type: CatalogType): void;
}

export function GalleryTabs({ tabs, value, onSelect }: GalleryTabsProps) {
  const { t } = useTranslation('catalogs');
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
      <Tabs
        value={tabs.some((tab) => tab.type === value) ? value : false}
        onChange={(_, next: CatalogType) => onSelect(next)}
        aria-label={t('gallery.tabsLabel')}
        // On phones the tabs scroll by swiping: without the arrow buttons three tabs fit at 360 px.
        variant="scrollable"
        scrollButtons="auto"
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.type}
            value={tab.type}
            label={t(`types.${tab.type}`)}
            id={galleryTabId(tab.type)}
            aria-controls={galleryPanelId(tab.type)}
            disabled={tab.disabled}
            data-testid={galleryTabId(tab.type)}
            sx={{ minWidth: { xs: 0, sm: 90 }, px: { xs: 1.5, sm: 2 } }}
          />
        ))}
      </Tabs>
    </Box>
  );
}
