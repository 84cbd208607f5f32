/** The editor's tabs (spec 2 section 2.10): Name, Products, Details, Access, Support; Details and Access need a catalog. */
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import { UrlTabPanel, UrlTabs } from '../../../../shared/ui/url-tabs';
import { EDITOR_TABS, NEEDS_CATALOG, type EditorTab } from '../../hooks/use-editor-tab';

const ID = 'catalog-editor';

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
    <UrlTabs
      id={ID}
      label={t('editor.tabsLabel')}
      tabs={EDITOR_TABS}
      tab={tab}
      labelOf={(value) => t(`editor.tabs.${value}`)}
      onSelect={onSelect}
      disabled={catalogExists ? undefined : NEEDS_CATALOG}
      sx={{ mt: 2 }}
    >
      {!catalogExists && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', pb: 1 }}>
          {t('editor.savedFirst')}
        </Typography>
      )}
    </UrlTabs>
  );
}

export function EditorPanel({ tab, children }: { tab: EditorTab; children: ReactNode }) {
  return (
    <UrlTabPanel id={ID} tab={tab} sx={{ pt: 3 }}>
      {children}
    </UrlTabPanel>
  );
}
