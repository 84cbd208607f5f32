/** The areas the dashboard points to: those of the user's navigation (spec 1 section 6). */
import type { NavEntry, NavKey } from '../../../shared/lib/navigation/nav-entries';

export type AreaKey = Exclude<NavKey, 'home' | 'tools'>;

export interface Area {
  key: AreaKey;
  to: string;
}

/** Every entry but home and the Tools group itself (its children are areas of their own). */
export const areasOf = (entries: readonly NavEntry[]): Area[] =>
  entries
    .flatMap((e) => (e.children ? e.children : [e]))
    .filter((e): e is NavEntry & { key: AreaKey } => e.key !== 'home' && e.key !== 'tools')
    .map((e) => ({ key: e.key, to: e.to }));
