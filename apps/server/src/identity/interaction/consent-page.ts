/** The consent page: a team's application asks a user to sign in with their Developer Console account. */
import { html, page } from './html.js';
import type { PageLanguage } from './language.js';
import { textsFor } from './texts.js';

export function consentPage(v: { lang: PageLanguage; uid: string; application: string; scopes: string[] }): string {
  const t = textsFor(v.lang).consent;
  const items = v.scopes.map((s) => html`<li>${t.scope[s] ?? s}</li>`);
  const body = html`<p>${t.intro(v.application)}</p>
    ${
      items.length
        ? html`<p>${t.scopes}</p>
            <ul>
              ${items}
            </ul>`
        : ''
    }
    <form method="post" action="/interaction/${v.uid}/consent">
      <button type="submit" name="decision" value="allow">${t.allow}</button>
      <button type="submit" name="decision" value="deny" class="secondary">${t.deny}</button>
    </form>`;
  return page({ lang: v.lang, title: t.heading, heading: t.heading, body });
}
