/**
 * The tabs of a product page (spec 2 sections 2.3, 2.4): Introduction, Documentation, Release Notes (disabled),
 * Support. The open tab is in the URL (?tab=, absent for Introduction) so a reload or a link keeps it.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import { UrlTabPanel, UrlTabs, useUrlTab } from '../../../../shared/ui/url-tabs';

const DETAIL_TABS = ['introduction', 'documentation', 'releaseNotes', 'support'] as const;
type DetailTab = (typeof DETAIL_TABS)[number];
const DISABLED: DetailTab[] = ['releaseNotes'];
const ENABLED = DETAIL_TABS.filter((tab) => !DISABLED.includes(tab));
const ID = 'product';

export function useDetailTab() {
  const [tab, select] = useUrlTab({ param: 'tab', tabs: ENABLED, fallback: 'introduction', omitFallback: true });
  return { tab, select };
}

export function DetailTabs({ tab, onSelect }: { tab: DetailTab; onSelect(tab: DetailTab): void }) {
  const { t } = useTranslation('products');
  return (
    <UrlTabs
      id={ID}
      label={t('tabs.label')}
      tabs={DETAIL_TABS}
      tab={tab}
      labelOf={(value) => t(`tabs.${value}`)}
      onSelect={onSelect}
      disabled={DISABLED}
      sx={{ mt: 3 }}
    />
  );
}

export function DetailPanel({ tab, children }: { tab: DetailTab; children: ReactNode }) {
  return (
    <UrlTabPanel id={ID} tab={tab} sx={{ pt: 3 }}>
      {children}
    </UrlTabPanel>
  );
}
