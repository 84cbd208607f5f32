/**
 * MUI's modules in two chunks by where they first paint (issue 18): `mui` holds what the entry and the landing page
 * import, `mui-console` what the signed-in shell and the products gallery add. Split per component (Select, Modal,
 * Chip, ...) they were about 60 files before the gallery's first paint, each gzipped on its own and importing its
 * siblings by name: 221.0 -> 195.2 KB gzip on /apim, 116.4 -> 113.0 KB on /landing. Other pages load `mui-console`
 * when they import one of its components (any signed-in page already has it, with the shell).
 * The entry's MUI is named too: left to Rollup, it would follow the shell's components into `mui-console` and the
 * landing page would load it.
 * Once the shell's menus loaded on first open, `mui-console` kept only icons. Their MUI (Menu, MenuList, MenuItem,
 * Popover, Modal, the list parts) is `mui-menus`: left to Rollup it was a dozen per-component files, so the language
 * menu fetched ten, the landing page's preload map named them, and /applications (whose table pagination shows
 * MUI's Select at once) grew by 3.3 KB gzip.
 * Each chunk holds what its roots use (used-modules.ts), not all their imports reach through MUI's barrels, and no
 * more (Rollup's onlyExplicitManualChunks, vite.config.ts): `mui` had kept react-transition-group's Transition,
 * mergeSlotProps, useControlled and the like, which only later pages use: /apim 128,264 -> 126,078 bytes gzip,
 * /landing 71,696 -> 69,275 (bench/first-paint.ts). Select and its inputs, which MenuItem's module used to pull
 * into `mui-menus`, are named there on purpose (MENU_MUI).
 */
import { fileURLToPath } from 'node:url';
import type { ManualChunkMeta } from 'rollup';
import { usedModules } from './used-modules';

const GRID = /node_modules\/@mui\/(system|material)\/esm\/(Grid|Unstable_Grid|Grid2|PigmentGrid)\//;
// With the libraries MUI's modules import (stylis and react-is through Emotion and deepmerge): a chunk holds only
// the modules named to it, and the rest would form chunks of their own before the first paint.
const MUI = /node_modules\/(@mui|@emotion|@babel\/runtime|clsx|react-transition-group|@popperjs|stylis|react-is)\//;
const source = (file: string) => fileURLToPath(new URL(`../src/${file}`, import.meta.url));
const ENTRY_ROOTS = ['main.tsx', 'app/routes/landing.tsx'].map(source);
const CONSOLE_ROOTS = ['app/routes/shell.tsx', 'app/routes/product-gallery.tsx'].map(source);
const MENU_ROOTS = [
  'shared/ui/select-field-menu.tsx',
  'shared/ui/language-menu.tsx',
  'app/layout/user-menu-popover.tsx',
  'app/layout/nav/nav-group-menu.tsx',
].map(source);
/**
 * Our own parts with MUI's look that both the landing page and the console paint first (they import only MUI's
 * styling): in `mui` beside the styling they use, instead of a chunk each (~0.3 KB gzip of a chunk's own overhead).
 */
const OWN_MUI_LOOK = ['shared/ui/skeleton.tsx', 'shared/ui/page-container.tsx', 'shared/ui/alert.tsx'].map(source);
/**
 * MUI's table parts in one chunk: a table's frame (scroll-table.tsx) and the rows other tables draw with TableRow
 * and TableCell import different subsets, and left to Rollup each part became a chunk of its own that every route's
 * preload map names (the console chunk's map is in /apim's first paint).
 */
const TABLE_MUI = /node_modules\/@mui\/material\/esm\/Table(Body|Cell|Container|Head|Row)?\//;
/** MUI's Select and its inputs, which MenuItem's module used to pull into `mui-menus`; lists' pagination shows it. */
const MENU_MUI = /node_modules\/@mui\/material\/esm\/Select\/index\.js$/;

/** The manualChunks rule for MUI and its styling engine, for one build: a chunk name, or undefined (Rollup decides). */
export function muiChunks(): (id: string, meta: ManualChunkMeta) => string | undefined {
  let entry: Set<string> | undefined;
  let signedIn: Set<string> | undefined;
  let menus: Set<string> | undefined;
  return (id, meta) => {
    if (OWN_MUI_LOOK.includes(id)) return 'mui';
    if (!MUI.test(id)) return undefined;
    // @mui/system's index re-exports its Grid, and the entry reaches that index (through @mui/material/styles): only
    // a few later pages lay out with it.
    if (GRID.test(id)) return 'mui-grid';
    if (TABLE_MUI.test(id)) return 'mui-table';
    entry ??= usedModules(meta.getModuleInfo, ENTRY_ROOTS);
    if (entry.has(id)) return 'mui';
    signedIn ??= usedModules(meta.getModuleInfo, CONSOLE_ROOTS);
    if (signedIn.has(id)) return 'mui-console';
    menus ??= usedModules(meta.getModuleInfo, [...MENU_ROOTS, ...[...meta.getModuleIds()].filter((m) => MENU_MUI.test(m))]);
    return menus.has(id) ? 'mui-menus' : undefined;
  };
}
