/** The sign-in, sign-up and message pages of the identity provider (texts are the browser tests' handles). */
import { alert, field, html, page, type Html } from './html.js';

export type FieldErrors = Partial<Record<string, string>>;

export interface SignInView {
  uid: string;
  email?: string;
  error?: string;
  fieldErrors?: FieldErrors;
}

export const SIGN_IN_TEXTS = {
  title: 'Sign in',
  heading: 'Sign in to Developer Console',
  submit: 'Sign in',
  toSignUp: 'Create an account',
  incorrect: 'Incorrect e-mail or password.',
  throttled: 'Too many failed sign-in attempts. Wait 15 minutes, then try again.',
} as const;

export const SIGN_UP_TEXTS = {
  title: 'Create account',
  heading: 'Create your Developer Console account',
  submit: 'Create account',
  toSignIn: 'Sign in',
  duplicate: 'An account with this e-mail already exists. Sign in instead.',
  passwordHint: 'At least 12 characters.',
} as const;

const firstInvalid = (errors: FieldErrors | undefined, order: string[]) => order.find((n) => errors?.[n]);

export function signInPage(v: SignInView): string {
  const focus = firstInvalid(v.fieldErrors, ['email', 'password']) ?? (v.email ? 'password' : 'email');
  const body = html`${alert(v.error)}
<form method="post" action="/interaction/${v.uid}/login" novalidate>
${field({ name: 'email', label: 'E-mail', type: 'email', autocomplete: 'username', value: v.email, error: v.fieldErrors?.email, autofocus: focus === 'email' })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', error: v.fieldErrors?.password, autofocus: focus === 'password' })}
<button type="submit">${SIGN_IN_TEXTS.submit}</button>
</form>
<p class="switch">New here? <a href="/interaction/${v.uid}/signup">${SIGN_IN_TEXTS.toSignUp}</a></p>`;
  return page({ title: SIGN_IN_TEXTS.title, heading: SIGN_IN_TEXTS.heading, body });
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
${field({ name: 'givenName', label: 'First name', autocomplete: 'given-name', value: v.values?.givenName, error: e.givenName, autofocus: focus === 'givenName' })}
${field({ name: 'familyName', label: 'Last name', autocomplete: 'family-name', value: v.values?.familyName, error: e.familyName, autofocus: focus === 'familyName' })}
${field({ name: 'email', label: 'E-mail', type: 'email', autocomplete: 'email', value: v.values?.email, error: e.email, autofocus: focus === 'email' })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', hint: SIGN_UP_TEXTS.passwordHint, error: e.password, autofocus: focus === 'password' })}
<button type="submit">${SIGN_UP_TEXTS.submit}</button>
</form>
<p class="switch">Already have an account? <a href="/interaction/${v.uid}">${SIGN_UP_TEXTS.toSignIn}</a></p>`;
  return page({ title: SIGN_UP_TEXTS.title, heading: SIGN_UP_TEXTS.heading, body });
}

/** A page with a message and one way onwards (expired sign-in requests, provider errors). */
export function messagePage(heading: string, message: string, link: { href: string; text: string }): string {
  const body: Html = html`<p>${message}</p>
<p><a class="button" href="${link.href}">${link.text}</a></p>`;
  return page({ title: heading, heading, body });
}
