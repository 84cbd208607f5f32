/**
 * Every text of the identity provider's pages, in the console's two languages. The English sign-in and sign-up texts
 * are the contracts' (the browser tests drive the pages by them); German follows the console's de-DE wording
 * ("Anmelden", "E-Mail").
 */
import { IDENTITY_PAGE_TEXTS } from '@dc/contracts';
import type { PageLanguage } from './language.js';

const EN = {
  productName: 'Developer Console',
  homeLink: 'Developer Console home',
  signIn: {
    ...IDENTITY_PAGE_TEXTS.signIn,
    title: 'Sign in',
    newHere: 'New here?',
  },
  signUp: {
    ...IDENTITY_PAGE_TEXTS.signUp,
    title: 'Create account',
    haveAccount: 'Already have an account?',
  },
  signOut: {
    ...IDENTITY_PAGE_TEXTS.signOut,
    title: 'Signing out',
    message: 'You are being signed out of Developer Console.',
  },
  expired: IDENTITY_PAGE_TEXTS.expired,
  failed: {
    heading: 'Sign-in failed',
    message: 'The sign-in request could not be completed.',
    link: 'Back to Developer Console',
  },
  consent: {
    heading: 'Allow access?',
    intro: (app: string) => `${app} asks to sign you in with your Developer Console account.`,
    scopes: 'It will receive:',
    allow: 'Allow',
    deny: 'Deny',
    scope: {
      openid: 'your user id',
      profile: 'your name and picture',
      email: 'your e-mail address',
      offline_access: 'access while you are away (refresh tokens)',
    } as Record<string, string>,
  },
  device: {
    heading: 'Connect a device',
    inputIntro: 'Enter the code shown on your device.',
    codeLabel: 'Device code',
    continue: 'Continue',
    invalid: 'The code you entered is incorrect or has expired. Try again.',
    interrupted: 'The sign-in request was interrupted.',
    confirmHeading: 'Confirm the device',
    confirmIntro: (app: string) => `${app} asks to sign in with your Developer Console account.`,
    confirmCode: 'Check that your device shows this code:',
    confirmWarning: 'If you did not start this, or the code differs, abort.',
    abort: 'Abort',
    doneHeading: 'Device connected',
    doneMessage: 'You can close this window and return to your device.',
  },
  /** Field messages come from the contracts' schemas in English; other languages translate them by their text. */
  fieldErrors: {} as Record<string, string>,
};

/** The shape of EN with its literal strings widened, so other languages can fill it. */
type Texts<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : Texts<T[K]>;
};
export type PageTexts = Texts<typeof EN>;

const DE: PageTexts = {
  productName: 'Developer Console',
  homeLink: 'Startseite der Developer Console',
  signIn: {
    heading: 'Bei der Developer Console anmelden',
    emailLabel: 'E-Mail',
    passwordLabel: 'Passwort',
    submit: 'Anmelden',
    toSignUp: 'Konto erstellen',
    incorrect: 'E-Mail oder Passwort ist falsch.',
    throttled: (minutes: number) =>
      `Zu viele fehlgeschlagene Anmeldeversuche. Warten Sie ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} und versuchen Sie es dann erneut.`,
    title: 'Anmelden',
    newHere: 'Neu hier?',
  },
  signUp: {
    heading: 'Ihr Developer-Console-Konto erstellen',
    givenNameLabel: 'Vorname',
    familyNameLabel: 'Nachname',
    emailLabel: 'E-Mail',
    passwordLabel: 'Passwort',
    passwordHint: 'Mindestens 12 Zeichen.',
    submit: 'Konto erstellen',
    toSignIn: 'Anmelden',
    duplicate: 'Ein Konto mit dieser E-Mail-Adresse existiert bereits. Melden Sie sich stattdessen an.',
    title: 'Konto erstellen',
    haveAccount: 'Sie haben bereits ein Konto?',
  },
  signOut: {
    heading: 'Sie werden abgemeldet…',
    submit: 'Abmelden',
    title: 'Abmelden',
    message: 'Sie werden von der Developer Console abgemeldet.',
  },
  expired: {
    heading: 'Anmeldung abgelaufen',
    message:
      'Diese Anmeldeanfrage ist abgelaufen oder wurde bereits verwendet. Kehren Sie zur Developer Console zurück, um sich erneut anzumelden.',
    link: 'Zurück zur Developer Console',
  },
  failed: {
    heading: 'Anmeldung fehlgeschlagen',
    message: 'Die Anmeldeanfrage konnte nicht abgeschlossen werden.',
    link: 'Zurück zur Developer Console',
  },
  consent: {
    heading: 'Zugriff erlauben?',
    intro: (app: string) => `${app} möchte Sie mit Ihrem Developer-Console-Konto anmelden.`,
    scopes: 'Die Anwendung erhält:',
    allow: 'Erlauben',
    deny: 'Ablehnen',
    scope: {
      openid: 'Ihre Benutzerkennung',
      profile: 'Ihren Namen und Ihr Bild',
      email: 'Ihre E-Mail-Adresse',
      offline_access: 'Zugriff, während Sie abwesend sind (Refresh-Tokens)',
    },
  },
  device: {
    heading: 'Gerät verbinden',
    inputIntro: 'Geben Sie den Code ein, den Ihr Gerät anzeigt.',
    codeLabel: 'Gerätecode',
    continue: 'Weiter',
    invalid: 'Der eingegebene Code ist falsch oder abgelaufen. Versuchen Sie es erneut.',
    interrupted: 'Die Anmeldeanfrage wurde unterbrochen.',
    confirmHeading: 'Gerät bestätigen',
    confirmIntro: (app: string) => `${app} möchte sich mit Ihrem Developer-Console-Konto anmelden.`,
    confirmCode: 'Prüfen Sie, ob Ihr Gerät diesen Code anzeigt:',
    confirmWarning: 'Wenn Sie dies nicht gestartet haben oder der Code abweicht, brechen Sie ab.',
    abort: 'Abbrechen',
    doneHeading: 'Gerät verbunden',
    doneMessage: 'Sie können dieses Fenster schließen und zu Ihrem Gerät zurückkehren.',
  },
  fieldErrors: {
    'Enter a valid e-mail address.': 'Geben Sie eine gültige E-Mail-Adresse ein.',
    'Enter your first name.': 'Geben Sie Ihren Vornamen ein.',
    'Enter your last name.': 'Geben Sie Ihren Nachnamen ein.',
    'Enter your password.': 'Geben Sie Ihr Passwort ein.',
    'Use at least 12 characters.': 'Verwenden Sie mindestens 12 Zeichen.',
    'Use at most 200 characters.': 'Verwenden Sie höchstens 200 Zeichen.',
  },
};

const TEXTS: Record<PageLanguage, PageTexts> = { en: EN, de: DE };

export const textsFor = (lang: PageLanguage): PageTexts => TEXTS[lang];

/** A schema's English field message in the page's language (unknown ones stay as they are). */
export const fieldMessage = (lang: PageLanguage, message: string): string =>
  TEXTS[lang].fieldErrors[message] ?? message;
