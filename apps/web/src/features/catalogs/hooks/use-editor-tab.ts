/** The editor's open tab (?tab=), so a reload or the move from create to edit keeps it. */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const EDITOR_TABS = ['name', 'products', 'details', 'access', 'support'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];
/** Details and Access need a saved catalog (spec 2 section 2.10). */
export const NEEDS_CATALOG: readonly EditorTab[] = ['details', 'access'];

export function useEditorTab(catalogExists: boolean) {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab') as EditorTab | null;
  const usable = asked && EDITOR_TABS.includes(asked) && (catalogExists || !NEEDS_CATALOG.includes(asked));
  const tab: EditorTab = usable ? asked : 'name';
  const select = useCallback(
    (next: EditorTab) =>
      setSearch(
        (prev) => {
          const out = new URLSearchParams(prev);
          if (next === 'name') out.delete('tab');
          else out.set('tab', next);
          return out;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return { tab, select };
}
