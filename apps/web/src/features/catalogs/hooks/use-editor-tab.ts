/** The editor's open tab (?tab=, absent for Name), so a reload or the move from create to edit keeps it. */
import { useUrlTab } from '../../../shared/ui/url-tabs';

export const EDITOR_TABS = ['name', 'products', 'details', 'access', 'support'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];
/** Details and Access need a saved catalog (spec 2 section 2.10). */
export const NEEDS_CATALOG: readonly EditorTab[] = ['details', 'access'];
const WITHOUT_CATALOG = EDITOR_TABS.filter((tab) => !NEEDS_CATALOG.includes(tab));

export function useEditorTab(catalogExists: boolean) {
  const [tab, select] = useUrlTab({
    param: 'tab',
    tabs: catalogExists ? EDITOR_TABS : WITHOUT_CATALOG,
    fallback: 'name',
    omitFallback: true,
    replace: true,
  });
  return { tab, select };
}
