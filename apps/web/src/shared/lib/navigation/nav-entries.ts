/**
 * Which navigation entries a user sees (spec 1 section 6). Products, Applications, Subscriptions and Catalogs need
 * a team; Teams needs a current team with a name; Workbench and Linter an internal team; Pending Approvals an
 * internal team and an admin-mapped role; Accounts view-accounts; Tools view-accounts or an internal team.
 * Feature flags hide what they switch off.
 */
import { canApproveSubscriptions, canUseUtilities, FEATURE_FLAGS, type Team } from '@dc/contracts';
import { href, paths } from '../../config/paths';

export type NavKey =
  | 'home'
  | 'workbench'
  | 'products'
  | 'applications'
  | 'subscriptions'
  | 'catalogs'
  | 'teams'
  | 'pendingApprovals'
  | 'accounts'
  | 'tools'
  | 'iot'
  | 'utilities'
  | 'linter';

export interface NavEntry {
  key: NavKey;
  to: string;
  children?: NavEntry[];
  /** Other path prefixes whose pages belong to this entry (a product's detail page lives under /apis or /events). */
  alsoActiveUnder?: string[];
}

export interface NavFacts {
  team?: Pick<Team, 'name' | 'role' | 'internal'>;
  viewAccounts: boolean;
  isEnabled(flag: string): boolean;
}

const entry = (key: NavKey, to: string, children?: NavEntry[]): NavEntry => ({
  key,
  to,
  ...(children ? { children } : {}),
});

export function navEntries({ team, viewAccounts, isEnabled }: NavFacts): NavEntry[] {
  const internal = team?.internal === true;
  const out: NavEntry[] = [entry('home', href(paths.home))];
  if (internal) out.push(entry('workbench', href(paths.workbench)));
  if (team) {
    out.push(
      {
        ...entry('products', href(paths.apim)),
        alsoActiveUnder: [paths.apis, paths.events, '/products'],
      },
      entry('applications', href(paths.applications)),
      entry('subscriptions', href(paths.subscriptions)),
      entry('catalogs', href(paths.catalogs)),
    );
  }
  if (team?.name) out.push(entry('teams', href(paths.teams)));
  if (team && canApproveSubscriptions(internal, team.role)) {
    out.push(entry('pendingApprovals', href(paths.pendingApprovals)));
  }
  if (viewAccounts) out.push(entry('accounts', href(paths.accounts)));
  if (viewAccounts || internal) {
    const tools: NavEntry[] = [];
    if (isEnabled(FEATURE_FLAGS.iot)) tools.push(entry('iot', href(paths.iot)));
    if (team && canUseUtilities(internal, team.role)) tools.push(entry('utilities', href(paths.utilities)));
    if (tools.length > 0) out.push(entry('tools', tools[0].to, tools));
  }
  if (internal && isEnabled(FEATURE_FLAGS.linter)) out.push(entry('linter', href(paths.linter)));
  return out;
}

/** Every key shown, children included (what the dashboard offers as cards). */
export const visibleKeys = (entries: readonly NavEntry[]): NavKey[] =>
  entries.flatMap((e) => [e.key, ...(e.children ?? []).map((c) => c.key)]);

const pathOf = (to: string) => to.split(/[?#]/)[0];
const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * The one entry a page belongs to: the most specific path that holds it (Pending Approvals, not also Subscriptions,
 * on /subscriptions/pendingApprovals). Home holds only itself; groups (Tools) are never the entry themselves.
 */
export function activeNavKey(entries: readonly NavEntry[], pathname: string): NavKey | undefined {
  let best: { key: NavKey; length: number } | undefined;
  for (const e of entries.flatMap((x) => x.children ?? [x])) {
    const home = e.key === 'home';
    for (const prefix of [pathOf(e.to), ...(e.alsoActiveUnder ?? [])]) {
      const holds = home ? pathname === prefix : under(pathname, prefix);
      if (holds && (!best || prefix.length > best.length)) best = { key: e.key, length: prefix.length };
    }
  }
  return best?.key;
}
