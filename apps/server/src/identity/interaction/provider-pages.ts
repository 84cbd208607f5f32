/**
 * Pages oidc-provider renders itself (sign-out, errors), in the same look as the sign-in pages.
 * Sign-out skips the "are you sure?" question: the form submits itself through an external script (the CSP
 * forbids inline ones), and a 'Sign out' button stays for browsers without JavaScript.
 */
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { IDENTITY_PAGE_TEXTS } from '@dc/contracts';
import { ASSETS_PATH, Html, html, page } from './html.js';
import { messagePage } from './pages.js';

type LogoutSource = NonNullable<
  NonNullable<NonNullable<Configuration['features']>['rpInitiatedLogout']>['logoutSource']
>;

const SIGN_OUT_TEXTS = {
  ...IDENTITY_PAGE_TEXTS.signOut,
  title: 'Signing out',
  message: 'You are being signed out of Developer Console.',
};

export const signOutPage: LogoutSource = (ctx, form) => {
  // The provider's form holds only the xsrf field; logout=yes ends the whole session (every grant is revoked).
  const autoForm = form
    .replace('<form ', '<form data-autosubmit ')
    .replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
  const body = html`<p>${SIGN_OUT_TEXTS.message}</p>
    ${new Html(autoForm)}
    <button type="submit" form="op.logoutForm">${SIGN_OUT_TEXTS.submit}</button>`;
  ctx.type = 'html';
  ctx.body = page({
    title: SIGN_OUT_TEXTS.title,
    heading: SIGN_OUT_TEXTS.heading,
    body,
    scripts: [`${ASSETS_PATH}/autosubmit.js`],
  });
};

/** Reached only when a sign-out names no post-logout address: go to the console's landing page anyway. */
export const afterSignOut = (landingUrl: string) => (ctx: KoaContextWithOIDC) => {
  ctx.status = 303;
  ctx.redirect(landingUrl);
};

export const renderProviderError =
  (consoleUrl: string): NonNullable<Configuration['renderError']> =>
  (ctx, out) => {
    ctx.type = 'html';
    ctx.body = messagePage('Sign-in failed', out.error_description ?? 'The sign-in request could not be completed.', {
      href: consoleUrl,
      text: 'Back to Developer Console',
    });
  };
