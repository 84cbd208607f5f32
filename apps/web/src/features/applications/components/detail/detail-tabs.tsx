/** The detail page's tabs, the open one kept in ?type= (spec 2 section 2.2). */
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import { UrlTabPanel, UrlTabs, useUrlTab } from '../../../../shared/ui/url-tabs';
import { DETAIL_TABS, type DetailTab } from '../../utils/detail-tab';

const ID = 'application';

export const useDetailTab = () => useUrlTab({ param: 'type', tabs: DETAIL_TABS, fallback: 'general', replace: true });

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
      <UrlTabs
        id={ID}
        label={t('detail.tabs')}
        tabs={DETAIL_TABS}
        tab={tab}
        labelOf={(value) => t(`detail.tab.${value}`)}
        onSelect={onChange}
        sx={{ mb: 3 }}
      />
      <UrlTabPanel id={ID} tab={tab}>
        {panel}
      </UrlTabPanel>
    </>
  );
}
