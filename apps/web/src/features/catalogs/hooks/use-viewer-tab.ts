/** The viewer's open tab (?tab=, absent for Products); SDK is shown for non-custom catalogs but stays disabled (spec 2 section 2.10). */
import { useUrlTab } from '../../../shared/ui/url-tabs';

export const VIEWER_TABS = ['products', 'details', 'sdk', 'support'] as const;
export type ViewerTab = (typeof VIEWER_TABS)[number];
const ENABLED: readonly ViewerTab[] = ['products', 'details', 'support'];

export function useViewerTab() {
  const [tab, select] = useUrlTab({
    param: 'tab',
    tabs: ENABLED,
    fallback: 'products',
    omitFallback: true,
    replace: true,
  });
  return { tab, select, isEnabled: (t: ViewerTab) => ENABLED.includes(t) };
}
