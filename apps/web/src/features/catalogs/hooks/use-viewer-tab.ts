/** The viewer's open tab (?tab=); SDK is shown for non-custom catalogs but stays disabled (spec 2 section 2.10). */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const VIEWER_TABS = ['products', 'details', 'sdk', 'support'] as const;
export type ViewerTab = (typeof VIEWER_TABS)[number];
const ENABLED: readonly ViewerTab[] = ['products', 'details', 'support'];

export function useViewerTab() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab') as ViewerTab | null;
  const tab: ViewerTab = asked && ENABLED.includes(asked) ? asked : 'products';
  const select = useCallback(
    (next: ViewerTab) =>
      setSearch(
        (prev) => {
          const out = new URLSearchParams(prev);
          if (next === 'products') out.delete('tab');
          else out.set('tab', next);
          return out;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return { tab, select, isEnabled: (t: ViewerTab) => ENABLED.includes(t) };
}
