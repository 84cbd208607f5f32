/**
 * The New Application / Configuration form over the contracts' applicationFormSchema: an application's values as
 * the form shows them (URLs as comma-separated text), and which grant types sit in which group (spec 2 section 9).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import {
  APPLICATION_GRANT_TYPES,
  applicationFormSchema,
  GRANT_TYPES,
  TOKEN_CONFIGURATION_TYPES,
  type Application,
  type ApplicationFormValues,
  type GrantType,
} from '@dc/contracts';

export type ApplicationFormOutput = z.output<typeof applicationFormSchema>;
export type ApplicationForm = UseFormReturn<ApplicationFormValues, unknown, ApplicationFormOutput>;

export const FLOW_GRANT_TYPES: readonly GrantType[] = APPLICATION_GRANT_TYPES;
export const TOKEN_GRANT_TYPES: readonly GrantType[] = TOKEN_CONFIGURATION_TYPES;

export function toFormValues(
  app: Pick<Application, 'display_name' | 'description' | 'grant_types' | 'redirect_uri' | 'logout_uri' | 'visibility'>,
): ApplicationFormValues {
  return {
    name: app.display_name,
    description: app.description,
    grant_types: [...app.grant_types],
    redirect_uri: app.redirect_uri.join(', '),
    logout_uri: app.logout_uri.join(', '),
    visibility: app.visibility,
  };
}

/** The translation key of a grant type (the device grant's URN holds ':', i18next's namespace separator). */
export const grantTypeKey = (grant: GrantType) => (grant === GRANT_TYPES.deviceCode ? 'device_code' : grant);

/** Callback and logout URLs apply only with authorization code. */
export const usesAuthorizationCode = (grantTypes: readonly string[]) =>
  grantTypes.includes(GRANT_TYPES.authorizationCode);

export function toggleGrantType(list: readonly GrantType[], grant: GrantType, on: boolean): GrantType[] {
  return on ? [...new Set([...list, grant])] : list.filter((g) => g !== grant);
}

/** Save Changes (spec 2 section 5): only when something changed and a grant type is chosen. */
export const canSaveChanges = (dirty: boolean, grantTypes: readonly string[]) =>
  dirty && grantTypes.some((g) => g !== GRANT_TYPES.refreshToken);

const schemaResolver = zodResolver(applicationFormSchema);
/**
 * The contracts' schema over what the form shows: callback and logout URLs typed while authorization code was on
 * are kept in the hidden fields (ticking it again brings them back), but count only while it is on.
 */
export const applicationFormResolver: Resolver<ApplicationFormValues, unknown, ApplicationFormOutput> = (
  values,
  context,
  options,
) =>
  schemaResolver(
    usesAuthorizationCode(values.grant_types) ? values : { ...values, redirect_uri: '', logout_uri: '' },
    context,
    options,
  );
