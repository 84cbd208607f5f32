import { describe, expect, it } from 'vitest';
import { applicationFormSchema, GRANT_TYPES, splitUrlList, toApplicationBody } from '@dc/contracts';
import { canSaveChanges, toFormValues, toggleGrantType } from './application-form';

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
    const parsed = applicationFormSchema.parse({ ...values, redirect_uri: ' https://a.example.com/cb ,https://b.example.com/cb,' });
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
