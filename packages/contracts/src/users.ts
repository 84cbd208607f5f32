import { z } from 'zod';

/** GET /api/profiles/users/me (spec 1 sections 3 and 7.4). */
export const userProfileSchema = z.object({
  uuid: z.string().uuid(),
  email: z.string().email(),
  firstName: z.string(),
  lastName: z.string(),
  picture: z.string().nullable(),
  role: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const preferenceSchema = z.object({
  name: z.string().min(1).max(100),
  value: z.string().max(2000),
});
export type Preference = z.infer<typeof preferenceSchema>;

export const preferenceListSchema = z.object({ items: z.array(preferenceSchema) });
export const setPreferenceBody = preferenceSchema;
export type SetPreferenceBody = z.infer<typeof setPreferenceBody>;

export { preferencesToMap } from './preferences-map.js';

/** Sign-up form of the console's own identity provider. */
export const signUpBody = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid e-mail address.').max(254),
  givenName: z.string().trim().min(1, 'Enter your first name.').max(100),
  familyName: z.string().trim().min(1, 'Enter your last name.').max(100),
  password: z.string().min(12, 'Use at least 12 characters.').max(200, 'Use at most 200 characters.'),
});
export type SignUpBody = z.infer<typeof signUpBody>;

export const signInBody = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid e-mail address.').max(254),
  password: z.string().min(1, 'Enter your password.').max(200),
});
export type SignInBody = z.infer<typeof signInBody>;

/**
 * Texts of the embedded identity provider's pages (server-rendered), shared with the browser tests that
 * drive them by label and button name.
 */
export const IDENTITY_PAGE_TEXTS = {
  signIn: {
    heading: 'Sign in to Developer Console',
    emailLabel: 'E-mail',
    passwordLabel: 'Password',
    submit: 'Sign in',
    toSignUp: 'Create an account',
    incorrect: 'Incorrect e-mail or password.',
    /** The wait grows with every failure after the first lock (15 minutes). */
    throttled: (minutes: number) =>
      `Too many failed sign-in attempts. Wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, then try again.`,
  },
  signUp: {
    heading: 'Create your Developer Console account',
    givenNameLabel: 'First name',
    familyNameLabel: 'Last name',
    emailLabel: 'E-mail',
    passwordLabel: 'Password',
    passwordHint: 'At least 12 characters.',
    submit: 'Create account',
    toSignIn: 'Sign in',
    duplicate: 'An account with this e-mail already exists. Sign in instead.',
  },
  signOut: { heading: 'Signing you out…', submit: 'Sign out' },
  expired: {
    heading: 'Sign-in expired',
    message: 'This sign-in request has expired or was already used. Go back to Developer Console to sign in again.',
    link: 'Back to Developer Console',
  },
} as const;
