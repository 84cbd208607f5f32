/** The sign-in, sign-up and message pages of the identity provider (texts are the browser tests' handles). */
import { IDENTITY_PAGE_TEXTS } from '@dc/contracts';
import { alert, field, html, page, type Html } from './html.js';

export type FieldErrors = Partial<Record<string, string>>;

export interface SignInView {
  uid: string;
  email?: string;
  error?: string;
  fieldErrors?: FieldErrors;
}

const SIGN_IN = IDENTITY_PAGE_TEXTS.signIn;
const SIGN_UP = IDENTITY_PAGE_TEXTS.signUp;

const firstInvalid = (errors: FieldErrors | undefined, order: string[]) => order.find((n) => errors?.[n]);

export function signInPage(v: SignInView): string {
  const focus = firstInvalid(v.fieldErrors, ['email', 'password']) ?? (v.email ? 'password' : 'email');
  const body = html`${alert(v.error)}
    <form method="post" action="/interaction/${v.uid}/login" novalidate>
      ${field({ name: 'email', label: SIGN_IN.emailLabel, type: 'email', autocomplete: 'username', value: v.email, error: v.fieldErrors?.email, autofocus: focus === 'email' })}
      ${field({ name: 'password', label: SIGN_IN.passwordLabel, type: 'password', autocomplete: 'current-password', error: v.fieldErrors?.password, autofocus: focus === 'password' })}
      <button type="submit">${SIGN_IN.submit}</button>
    </form>
    <p class="switch">New here? <a href="/interaction/${v.uid}/signup">${SIGN_IN.toSignUp}</a></p>`;
  return page({ title: 'Sign in', heading: SIGN_IN.heading, body });
}

export interface SignUpView {
  uid: string;
  values?: { givenName?: string; familyName?: string; email?: string };
  error?: string;
  fieldErrors?: FieldErrors;
}

export function signUpPage(v: SignUpView): string {
  const e = v.fieldErrors ?? {};
  const focus = firstInvalid(e, ['givenName', 'familyName', 'email', 'password']) ?? 'givenName';
  const body = html`${alert(v.error)}
    <form method="post" action="/interaction/${v.uid}/signup" novalidate>
      ${field({ name: 'givenName', label: SIGN_UP.givenNameLabel, autocomplete: 'given-name', value: v.values?.givenName, error: e.givenName, autofocus: focus === 'givenName' })}
      ${field({ name: 'familyName', label: SIGN_UP.familyNameLabel, autocomplete: 'family-name', value: v.values?.familyName, error: e.familyName, autofocus: focus === 'familyName' })}
      ${field({ name: 'email', label: SIGN_UP.emailLabel, type: 'email', autocomplete: 'email', value: v.values?.email, error: e.email, autofocus: focus === 'email' })}
      ${field({ name: 'password', label: SIGN_UP.passwordLabel, type: 'password', autocomplete: 'new-password', hint: SIGN_UP.passwordHint, error: e.password, autofocus: focus === 'password' })}
      <button type="submit">${SIGN_UP.submit}</button>
    </form>
    <p class="switch">Already have an account? <a href="/interaction/${v.uid}">${SIGN_UP.toSignIn}</a></p>`;
  return page({ title: 'Create account', heading: SIGN_UP.heading, body });
}

/** A page with a message and one way onwards (expired sign-in requests, provider errors). */
export function messagePage(heading: string, message: string, link: { href: string; text: string }): string {
  const body: Html = html`<p>${message}</p>
    <p><a class="button" href="${link.href}">${link.text}</a></p>`;
  return page({ title: heading, heading, body });
}
