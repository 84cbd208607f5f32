/**
 * Writes dist/landing.html: index.html with the signed-out landing page already drawn in #root and its styles in the
 * head (issue 18: the page paints before its JavaScript has loaded and run). The server sends it for /landing
 * (apps/server/src/platform/web-app.ts); main.tsx hydrates it, or renders as without it when the visit does not fit
 * (the guard script of build/prerender-entry.ts). The page is drawn by the client's own modules, bundled, in a Node
 * process of its own (build/prerender-run.mjs), which a browser window of happy-dom stands in for.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build, type AliasOptions, type Plugin, type PluginOption } from 'vite';

export const LANDING_FILE = 'landing.html';

export interface PrerenderedLanding {
  html: string;
  ids: string[];
  css: string;
  /** The rules of each <Global> by its name (emotion's serialized name). */
  globals: { name: string; css: string }[];
  title: string;
  lang: string;
  languages: string;
  guard: string;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** index.html with the prerendered page: title, guard, styles in the head; the page in #root. */
export function landingHtml(index: string, page: PrerenderedLanding): string {
  const head = [
    `<script>${page.guard}</script>`,
    '<style>[data-spa] #root{display:none}</style>',
    ...page.globals.map((g) => `<style data-emotion="css-global ${g.name}">${g.css}</style>`),
    `<style data-emotion="css ${page.ids.join(' ')}">${page.css}</style>`,
  ].join('\n    ');
  // A render that failed (the error view) or drew another page must not be sent as the landing page.
  if (!page.html.includes('data-testid="landing-banner"'))
    throw new Error(`the landing page did not render: ${page.html}`);
  const globalCss = page.globals.map((g) => g.css).join('');
  if (/<\/style/i.test(page.css + globalCss)) throw new Error('the landing page styles close their element');
  const root = '<div id="root"></div>';
  if (!index.includes(root) || !index.includes('</head>')) throw new Error('index.html has no empty #root or no head');
  return index
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`)
    .replace('</head>', `  ${head}\n  </head>`)
    .replace(root, `<div id="root" data-prerendered="${page.lang}:${page.languages}">${page.html}</div>`);
}

const dir = path.dirname(fileURLToPath(import.meta.url));

/** What the client build resolves and transforms with: the landing page is drawn by the same modules. */
export interface BuildModules {
  alias: AliasOptions;
  plugins: () => PluginOption[];
}

/** Bundles prerender-entry.ts as the client build would (one module graph, nothing left to Node), then runs it. */
async function renderLanding(root: string, modules: BuildModules): Promise<PrerenderedLanding> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'dc-prerender-'));
  try {
    await build({
      configFile: false,
      root,
      // The client build above reported on these same modules already.
      logLevel: 'error',
      mode: 'production',
      plugins: modules.plugins(),
      esbuild: { jsx: 'automatic' },
      resolve: { alias: modules.alias },
      // The browser's builds of every library (emotion's, for one), bundled: Node then loads only happy-dom.
      ssr: { noExternal: true, resolve: { conditions: ['browser', 'module', 'production'] } },
      build: {
        ssr: path.join(dir, 'prerender-entry.ts'),
        outDir,
        emptyOutDir: true,
        minify: false,
        rollupOptions: {
          output: { entryFileNames: 'prerender-entry.mjs' },
          // As in the client build: "use client" directives mean nothing here.
          onwarn(warning, warn) {
            if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
          },
        },
      },
    });
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(dir, 'prerender-run.mjs'), path.join(outDir, 'prerender-entry.mjs')],
      { maxBuffer: 16 << 20 },
    );
    return JSON.parse(stdout) as PrerenderedLanding;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

export function prerender(modules: BuildModules): Plugin {
  let outDir = 'dist';
  let root = '.';
  return {
    name: 'dc-prerender-landing',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Before precompress (which then compresses landing.html too): Rollup runs closeBundle hooks in parallel else.
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        const index = await readFile(path.join(outDir, 'index.html'), 'utf8');
        const page = await renderLanding(root, modules);
        await writeFile(path.join(outDir, LANDING_FILE), landingHtml(index, page));
        this.info(
          `prerendered /landing (${page.html.length} + ${page.css.length + page.globals.reduce((n, g) => n + g.css.length, 0)} chars CSS)`,
        );
      },
    },
  };
}
