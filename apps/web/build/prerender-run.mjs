/**
 * Runs the bundled landing page render (build/prerender-entry.ts, bundled by build/prerender.ts) in a happy-dom
 * window at /landing, without storage or a session, and prints what it drew as JSON. The window's globals go in
 * before the bundle loads: emotion and MUI decide at load whether they run in a browser.
 * Usage: node build/prerender-run.mjs <bundle.mjs>
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Window } from 'happy-dom';

const publicDir = path.resolve(import.meta.dirname, '../public');
const window = new Window({ url: 'http://localhost/landing', width: 1280, height: 800 });

const globals = {
  window,
  document: window.document,
  navigator: window.navigator,
  localStorage: window.localStorage,
  sessionStorage: window.sessionStorage,
  location: window.location,
  history: window.history,
  HTMLElement: window.HTMLElement,
  Element: window.Element,
  Node: window.Node,
  Text: window.Text,
  MutationObserver: window.MutationObserver,
  getComputedStyle: window.getComputedStyle.bind(window),
  matchMedia: window.matchMedia.bind(window),
  requestAnimationFrame: (cb) => setTimeout(cb, 0),
  cancelAnimationFrame: (id) => clearTimeout(id),
  // The translations from the sources the build copies to dist/locales; the rest (/url.json, that the footer's
  // links wait for after the first render) is not found here.
  fetch: async (url) => {
    const { pathname } = new URL(url, 'http://localhost');
    const body = await readFile(path.join(publicDir, pathname), 'utf8').catch(() => undefined);
    return new Response(body ?? '{}', { status: body === undefined ? 404 : 200 });
  },
};
for (const [name, value] of Object.entries(globals)) {
  Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
}

const { renderLanding } = await import(pathToFileURL(path.resolve(process.argv[2])).href);
const drawn = await renderLanding();
await window.happyDOM.abort();
process.stdout.write(JSON.stringify(drawn));
process.exit(0);
