/**
 * The signed-out landing page as the client's first render draws it (issue 18). build/prerender.ts bundles this
 * with the client build's own aliases and plugins (so MUI, emotion and Preact are the very modules the browser runs:
 * MUI's own createTheme, for one, gives other class names) and build/prerender-run.mjs runs it in a happy-dom window
 * at /landing: the console's route table in English with the language list the server gives (CONSOLE_LANGUAGES of
 * @dc/contracts, which ui-config.routes.ts serves), and emotion's rules collected in
 * the form its client cache takes over (`<style data-emotion="css id ...">`, so hydration inserts none again).
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { h, render } from 'preact';
import { CONSOLE_LANGUAGES, LANGUAGE_STORAGE_KEY, STORAGE_KEYS } from '@dc/contracts';
import { AppProviders } from '../src/app/providers';
import { routerOptions, routes } from '../src/app/router';
import { CLICK_TAKER } from '../src/prerender-click';
import { initI18n } from '../src/shared/lib/i18n';
import { createMemoryRouter, RouterProvider } from '../src/shared/router';

/** What /i18nConfig.json says (the same list the server gives). */
const PRERENDER_LANGUAGES = CONSOLE_LANGUAGES;

/**
 * Runs before the page paints: a visit the prerendered page does not fit (a stored session or another language,
 * router state such as the unknown-path notice, or reduced motion, whose theme has other rules) hides it, and main.tsx renders as without it. Otherwise it holds
 * the last click on a link or button until the page is live (main.tsx takes it with CLICK_TAKER and clicks again):
 * Sign In drawn before its code is in does what it does later. An inline script: the server allows it by its hash
 * (apps/server/src/platform/web-app.ts).
 */
const text = (value: string) => JSON.stringify(value);
const GUARD = `(function(){var d=document,h=d.documentElement,t;try{var s=localStorage,l=s.getItem(${text(LANGUAGE_STORAGE_KEY)});if(s.getItem(${text(STORAGE_KEYS.session)})||l&&l!==${text(PRERENDER_LANGUAGES.defaultLanguage)}||history.state&&history.state.usr||matchMedia("(prefers-reduced-motion: reduce)").matches)throw 0}catch(e){h.setAttribute("data-spa","");return}function c(e){var b=e.target.closest&&e.target.closest("a[href],button");if(b){e.preventDefault();t=b}}d.addEventListener("click",c,true);window[${text(CLICK_TAKER)}]=function(){d.removeEventListener("click",c,true);return t}})()`;

/** Longer than Preact's wait for a frame before it runs effects (document.title is set in one). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

export async function renderLanding() {
  await initI18n(PRERENDER_LANGUAGES);
  const router = createMemoryRouter(routes, { ...routerOptions, initialEntries: ['/landing'] });
  while (!router.state.initialized) await settle();
  // Rules as text (not insertRule), read back below; the key is the client's default cache's.
  const cache = createCache({ key: 'css', speedy: false });
  // Each <Global> (CssBaseline's) inserts through a sheet of its own; the client takes its rules over only from a
  // <style data-emotion="css-global NAME">, or inserts them again (compiling them, restyling the whole page).
  const globals: { name: string; css: string }[] = [];
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const before = sheet.tags.length;
    const rules = insert(selector, serialized, sheet, shouldCache);
    if (selector === '' && sheet !== cache.sheet) {
      const css = sheet.tags
        .slice(before)
        .map((tag) => tag.textContent)
        .join('');
      globals.push({ name: serialized.name, css });
    }
    return rules;
  };
  const root = document.createElement('div');
  document.body.appendChild(root);
  render(
    h(CacheProvider, { value: cache, children: h(AppProviders, { children: h(RouterProvider, { router }) }) }),
    root,
  );
  // What the client's first render draws (it hydrates this), and the rules it inserted (in layout effects, run by
  // now): before effects and lazy parts change them.
  const html = root.innerHTML;
  const styles = [...document.head.querySelectorAll('style[data-emotion]')];
  const textOf = (key: string) =>
    styles
      .filter((s) => s.getAttribute('data-emotion') === key)
      .map((s) => s.textContent)
      .join('');
  const ids = Object.keys(cache.inserted);
  // document.title is set in an effect, which a busy build machine can hold past one wait.
  for (let waits = 0; waits < 50 && !document.title; waits++) await settle();
  if (!document.title) throw new Error('the landing page set no title');
  return {
    html,
    ids,
    css: textOf('css'),
    globals,
    title: document.title,
    lang: document.documentElement.getAttribute('lang') ?? 'en',
    languages: PRERENDER_LANGUAGES.supportedLanguages.map((l) => l.code).join(','),
    guard: GUARD,
  };
}
