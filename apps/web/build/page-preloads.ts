/**
 * Writes dist/pages/<page>.html for the signed-in pages opened by address (issue 18): index.html plus a
 * `<link rel="modulepreload">` for each chunk the router will load to show that page. Without them the browser learns
 * of those chunks one level at a time (the entry runs, then asks for the console's route table, which names the
 * session layout, the shell and the page, whose chunks name theirs): a serial chain of round trips before the first
 * paint. With them every chunk is on its way beside the entry. The server sends the page's file for its exact path
 * (apps/server/src/platform/web-app.ts), index.html for every other.
 */
import type { OutputAsset, OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

export const PAGES_DIR = 'pages';

/** The route modules the router loads, outermost first, to show each page (app/console-routes.tsx). */
const SHELL_ROUTES = [
  'src/app/console-routes.tsx',
  'src/app/routes/query-scope-layout.tsx',
  'src/app/routes/authenticated.tsx',
  'src/app/routes/shell.tsx',
];
export const PRELOADED_PAGES: Record<string, string[]> = {
  '/apim': [...SHELL_ROUTES, 'src/app/routes/product-gallery.tsx'],
  '/applications': [...SHELL_ROUTES, 'src/app/routes/application-list.tsx'],
};

/** The chunks holding `modules` and what they import statically, in load order, less those in `skip`. */
export function chunksFor(bundle: OutputBundle, modules: string[], skip: Set<string>): string[] {
  const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const files: string[] = [];
  const visit = (chunk: OutputChunk) => {
    if (skip.has(chunk.fileName) || files.includes(chunk.fileName)) return;
    files.push(chunk.fileName);
    for (const file of chunk.imports) visit(byFile.get(file)!);
  };
  for (const module of modules) {
    const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(`/${module}`)));
    if (!chunk) throw new Error(`page preloads: no chunk holds ${module}`);
    visit(chunk);
  }
  return files;
}

/** index.html with a modulepreload link per file, after the ones Vite wrote for the entry. */
export function withPreloads(index: string, base: string, files: string[]): string {
  if (!index.includes('</head>')) throw new Error('page preloads: index.html has no head');
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`);
  return index.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

/** The chunk files index.html already loads or preloads. */
const referenced = (index: string) => new Set([...index.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((m) => m[1]));

export function pagePreloads(): Plugin {
  let base = '/';
  return {
    name: 'dc-page-preloads',
    apply: 'build',
    // After Vite's HTML plugin has put index.html in the bundle.
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'] as OutputAsset | undefined;
      if (!html) throw new Error('page preloads: the bundle has no index.html');
      const index = String(html.source);
      const skip = referenced(index);
      for (const [page, modules] of Object.entries(PRELOADED_PAGES)) {
        this.emitFile({
          type: 'asset',
          fileName: `${PAGES_DIR}${page}.html`,
          source: withPreloads(index, base, chunksFor(bundle, modules, skip)),
        });
      }
    },
  };
}
