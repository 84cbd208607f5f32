import { describe, expect, it } from 'vitest';
import { applicationFormSchema, GRANT_TYPES, splitUrlList, toApplicationBody, type GrantType } from '@dc/contracts';
import { applicationFormResolver, canSaveChanges, toFormValues, toggleGrantType } from './application-form';

describe('application form', () => {
  it('shows an application with its URLs as comma-separated text, and sends them back as trimmed lists', () => {
    const values = toFormValues({
      display_name: 'Field Sync',
      description: 'Syncs',
      grant_types: ['authorization_code', 'refresh_token'],
      redirect_uri: ['https://a.example.com/cb', 'https://b.example.com/cb'],
      logout_uri: [],
      visibility: 'TEAM',
    });
    expect(values.redirect_uri).toBe('https://a.example.com/cb, https://b.example.com/cb');
    const parsed = applicationFormSchema.parse({
      ...values,
      redirect_uri: ' https://a.example.com/cb ,https://b.example.com/cb,',
    });
    expect(toApplicationBody(parsed).redirect_uri).toEqual(['https://a.example.com/cb', 'https://b.example.com/cb']);
    expect(splitUrlList(' , ')).toEqual([]);
  });

  it('drops callback and logout URLs without authorization code', () => {
    const parsed = applicationFormSchema.parse({
      name: 'Batch Job',
      description: '',
      grant_types: [GRANT_TYPES.clientCredentials],
      redirect_uri: 'https://a.example.com/cb',
      logout_uri: '',
      visibility: 'TEAM',
    });
    expect(toApplicationBody(parsed).redirect_uri).toEqual([]);
  });

  it('toggles grant types without duplicates', () => {
    expect(toggleGrantType(['client_credentials'], 'client_credentials', true)).toEqual(['client_credentials']);
    expect(toggleGrantType(['client_credentials', 'refresh_token'], 'client_credentials', false)).toEqual([
      'refresh_token',
    ]);
  });

  it('allows Save Changes only when dirty with a grant type other than refresh_token', () => {
    expect(canSaveChanges(false, ['client_credentials'])).toBe(false);
    expect(canSaveChanges(true, ['refresh_token'])).toBe(false);
    expect(canSaveChanges(true, ['client_credentials'])).toBe(true);
  });
});

describe('application form resolver', () => {
  const values = {
    name: 'Batch Job',
    description: '',
    grant_types: [GRANT_TYPES.clientCredentials] as GrantType[],
    redirect_uri: 'not a url',
    logout_uri: 'nope',
    visibility: 'TEAM' as const,
  };
  const resolve = (v: typeof values) =>
    applicationFormResolver(v, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('ignores hidden URL fields without authorization code', async () => {
    expect((await resolve(values)).errors).toEqual({});
  });

  it('checks them with authorization code', async () => {
    const { errors } = await resolve({ ...values, grant_types: [GRANT_TYPES.authorizationCode] });
    expect(errors.redirect_uri?.message).toBe('Callback URL is not valid.');
    expect(errors.logout_uri?.message).toBe('Logout URL is not valid.');
  });
});
