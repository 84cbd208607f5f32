/**
 * The profile's schema in a module of its own, loaded with the answer (get-current-user.ts): zod and the schema stay
 * out of the signed-in pages' first paint (issue 18) and arrive while /users/me is on its way.
 */
export { userProfileSchema } from '@dc/contracts';
