/**
 * Pages oidc-provider renders itself (sign-out, errors), in the same look and language as the sign-in pages.
 * Sign-out skips the "are you sure?" question: the form submits itself through an external script (the CSP
 * forbids inline ones), and a 'Sign out' button stays for browsers without JavaScript.
 */
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { ASSETS_PATH, Html, html, page } from './html.js';
import { messagePage } from './pages.js';
import { languageOf } from './provider-language.js';
import { textsFor } from './texts.js';

type LogoutSource = NonNullable<
  NonNullable<NonNullable<Configuration['features']>['rpInitiatedLogout']>['logoutSource']
>;

export const signOutPage: LogoutSource = (ctx, form) => {
  const lang = languageOf(ctx);
  const t = textsFor(lang).signOut;
  // The provider's form holds only the xsrf field; logout=yes ends the whole session (every grant is revoked).
  const autoForm = form
    .replace('<form ', '<form data-autosubmit ')
    .replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
  const body = html`<p>${t.message}</p>
    ${new Html(autoForm)}
    <button type="submit" form="op.logoutForm">${t.submit}</button>`;
  ctx.type = 'html';
  ctx.body = page({ lang, title: t.title, heading: t.heading, body, scripts: [`${ASSETS_PATH}/autosubmit.js`] });
};

/** Reached only when a sign-out names no post-logout address: go to the console's landing page anyway. */
export const afterSignOut = (landingUrl: string) => (ctx: KoaContextWithOIDC) => {
  ctx.status = 303;
  ctx.redirect(landingUrl);
};

export const renderProviderError =
  (consoleUrl: string): NonNullable<Configuration['renderError']> =>
  (ctx, out) => {
    const lang = languageOf(ctx);
    const t = textsFor(lang).failed;
    ctx.type = 'html';
    // The provider's own description is English protocol detail; German readers get the plain sentence.
    const message = lang === 'en' ? (out.error_description ?? t.message) : t.message;
    ctx.body = messagePage(lang, t.heading, message, { href: consoleUrl, text: t.link });
  };
