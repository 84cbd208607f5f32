/** The consent page: a team's application asks a user to sign in with their Developer Console account. */
import { html, page } from './html.js';

export const CONSENT_TEXTS = {
  heading: 'Allow access?',
  intro: (app: string) => `${app} asks to sign you in with your Developer Console account.`,
  scopes: 'It will receive:',
  allow: 'Allow',
  deny: 'Deny',
} as const;

const SCOPE_TEXTS: Record<string, string> = {
  openid: 'your user id',
  profile: 'your name and picture',
  email: 'your e-mail address',
  offline_access: 'access while you are away (refresh tokens)',
};

export function consentPage(v: { uid: string; application: string; scopes: string[] }): string {
  const items = v.scopes.map((s) => html`<li>${SCOPE_TEXTS[s] ?? s}</li>`);
  const body = html`<p>${CONSENT_TEXTS.intro(v.application)}</p>
    ${
      items.length
        ? html`<p>${CONSENT_TEXTS.scopes}</p>
            <ul>
              ${items}
            </ul>`
        : ''
    }
    <form method="post" action="/interaction/${v.uid}/consent">
      <button type="submit" name="decision" value="allow">${CONSENT_TEXTS.allow}</button>
      <button type="submit" name="decision" value="deny" class="secondary">${CONSENT_TEXTS.deny}</button>
    </form>`;
  return page({ title: CONSENT_TEXTS.heading, heading: CONSENT_TEXTS.heading, body });
}
