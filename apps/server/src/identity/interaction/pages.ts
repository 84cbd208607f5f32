/** The sign-in, sign-up and message pages of the identity provider (texts are the browser tests' handles). */
import { alert, field, html, page, type Html } from './html.js';
import type { PageLanguage } from './language.js';
import { fieldMessage, textsFor } from './texts.js';

export type FieldErrors = Partial<Record<string, string>>;

export interface SignInView {
  lang: PageLanguage;
  uid: string;
  email?: string;
  error?: string;
  fieldErrors?: FieldErrors;
}

const firstInvalid = (errors: FieldErrors | undefined, order: string[]) => order.find((n) => errors?.[n]);

/** The schemas' field messages in the page's language. */
const localised = (lang: PageLanguage, errors: FieldErrors = {}): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([name, m]) => [name, m && fieldMessage(lang, m)]));

export function signInPage(v: SignInView): string {
  const t = textsFor(v.lang).signIn;
  const e = localised(v.lang, v.fieldErrors);
  const focus = firstInvalid(e, ['email', 'password']) ?? (v.email ? 'password' : 'email');
  const body = html`${alert(v.error)}
    <form method="post" action="/interaction/${v.uid}/login" novalidate>
      ${field({ name: 'email', label: t.emailLabel, type: 'email', autocomplete: 'username', value: v.email, error: e.email, autofocus: focus === 'email' })}
      ${field({ name: 'password', label: t.passwordLabel, type: 'password', autocomplete: 'current-password', error: e.password, autofocus: focus === 'password' })}
      <button type="submit">${t.submit}</button>
    </form>
    <p class="switch">${t.newHere} <a href="/interaction/${v.uid}/signup">${t.toSignUp}</a></p>`;
  return page({ lang: v.lang, title: t.title, heading: t.heading, body });
}

export interface SignUpView {
  lang: PageLanguage;
  uid: string;
  values?: { givenName?: string; familyName?: string; email?: string };
  error?: string;
  fieldErrors?: FieldErrors;
}

export function signUpPage(v: SignUpView): string {
  const t = textsFor(v.lang).signUp;
  const e = localised(v.lang, v.fieldErrors);
  const focus = firstInvalid(e, ['givenName', 'familyName', 'email', 'password']) ?? 'givenName';
  const body = html`${alert(v.error)}
    <form method="post" action="/interaction/${v.uid}/signup" novalidate>
      ${field({ name: 'givenName', label: t.givenNameLabel, autocomplete: 'given-name', value: v.values?.givenName, error: e.givenName, autofocus: focus === 'givenName' })}
      ${field({ name: 'familyName', label: t.familyNameLabel, autocomplete: 'family-name', value: v.values?.familyName, error: e.familyName, autofocus: focus === 'familyName' })}
      ${field({ name: 'email', label: t.emailLabel, type: 'email', autocomplete: 'email', value: v.values?.email, error: e.email, autofocus: focus === 'email' })}
      ${field({ name: 'password', label: t.passwordLabel, type: 'password', autocomplete: 'new-password', hint: t.passwordHint, error: e.password, autofocus: focus === 'password' })}
      <button type="submit">${t.submit}</button>
    </form>
    <p class="switch">${t.haveAccount} <a href="/interaction/${v.uid}">${t.toSignIn}</a></p>`;
  return page({ lang: v.lang, title: t.title, heading: t.heading, body });
}

/** A page with a message and one way onwards (expired sign-in requests, provider errors). */
export function messagePage(
  lang: PageLanguage,
  heading: string,
  message: string,
  link: { href: string; text: string },
): string {
  const body: Html = html`<p>${message}</p>
    <p><a class="button" href="${link.href}">${link.text}</a></p>`;
  return page({ lang, title: heading, heading, body });
}
