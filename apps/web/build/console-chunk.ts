/**
 * The signed-in console's own modules in one chunk (issue 18): what the route table past the landing page, the query
 * scope, the session and team context and the shell import. Left to Rollup they were ~30 files of 0.1-1 KB gzip
 * each (a chunk per module that two lazy routes share), fetched in waves of six over HTTP/1.1 before the first page
 * could render, each with a chunk's own gzip and import overhead. The entry's modules stay in the entry; those the
 * landing page also loads later (its footer's links, the user menu: the API client, the query cache) form
 * `session`, so the landing page never loads the rest.
 * What both first pages (the products gallery, the applications list) import besides, and share with other pages
 * (search field, sort selector, alerts, permission checks, dates), joins `console` too.
 */
import { fileURLToPath } from 'node:url';
import type { GetModuleInfo, ManualChunkMeta } from 'rollup';

const source = (file: string) => fileURLToPath(new URL(`../src/${file}`, import.meta.url));
const ENTRY_ROOTS = ['main.tsx', 'app/routes/landing.tsx'].map(source);
const CONSOLE_ROOTS = [
  'app/console-routes.tsx',
  'app/routes/query-scope-layout.tsx',
  'app/routes/authenticated.tsx',
  'app/routes/shell.tsx',
].map(source);
/** The first pages a signed-in user opens by address (issue 18 measures them). */
const FIRST_PAGES = ['app/routes/product-gallery.tsx', 'app/routes/application-list.tsx'].map(source);
const SRC = source('');

/** Our own modules that `roots` import statically, directly or through others. */
function ownReach(getModuleInfo: GetModuleInfo, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || !id.startsWith(SRC)) return;
    seen.add(id);
    for (const next of getModuleInfo(id)?.importedIds ?? []) visit(next);
  };
  roots.forEach(visit);
  return seen;
}

/** The manualChunks rule for the console's own modules, for one build: a chunk name, or undefined (Rollup decides). */
export function consoleChunk(): (id: string, meta: ManualChunkMeta) => string | undefined {
  let chunks: Map<string, string> | undefined;
  const plan = (getModuleInfo: GetModuleInfo) => {
    const entry = ownReach(getModuleInfo, ENTRY_ROOTS);
    const later = [...entry].flatMap((m) => getModuleInfo(m)?.dynamicallyImportedIds ?? []);
    const landing = ownReach(
      getModuleInfo,
      later.filter((m) => !CONSOLE_ROOTS.includes(m)),
    );
    const named = new Map<string, string>();
    const free = (m: string) => !entry.has(m) && !landing.has(m) && !named.has(m);
    for (const m of ownReach(getModuleInfo, CONSOLE_ROOTS)) {
      if (!entry.has(m)) named.set(m, landing.has(m) ? 'session' : 'console');
    }
    const [first, ...others] = FIRST_PAGES.map((root) => new Set([...ownReach(getModuleInfo, [root])].filter(free)));
    for (const m of first) if (others.every((reach) => reach.has(m))) named.set(m, 'console');
    return named;
  };
  return (id, meta) => (chunks ??= plan(meta.getModuleInfo)).get(id);
}
