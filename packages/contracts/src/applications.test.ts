import { describe, expect, it } from 'vitest';
import { APPLICATION_TEXTS, createApplicationBody, isValidApplicationUrl, splitUrlList } from './applications.js';
import { EMPTY_APPLICATION_FORM, applicationFormSchema, toApplicationBody } from './application-form.js';
import { statusLabel, subscriptionListQuery } from './subscriptions.js';

const firstMessage = (values: Record<string, unknown>, path: string) => {
  const result = applicationFormSchema.safeParse({
    ...EMPTY_APPLICATION_FORM,
    grant_types: ['client_credentials'],
    ...values,
  });
  return result.success ? undefined : result.error.issues.find((i) => i.path.join('.') === path)?.message;
};

describe('the application form (spec 2 section 5)', () => {
  it('says why a name is refused, the most basic reason first', () => {
    expect(firstMessage({ name: '' }, 'name')).toBe(APPLICATION_TEXTS.nameRequired);
    expect(firstMessage({ name: 'ab' }, 'name')).toBe(APPLICATION_TEXTS.nameMin);
    expect(firstMessage({ name: 'a__b' }, 'name')).toBe(APPLICATION_TEXTS.namePattern);
    expect(firstMessage({ name: 'Yard-Scanner 2_b' }, 'name')).toBeUndefined();
  });

  it('needs a grant type, and a callback URL with authorization code', () => {
    expect(firstMessage({ name: 'Good', grant_types: [] }, 'grant_types')).toBe(APPLICATION_TEXTS.grantTypeRequired);
    expect(firstMessage({ name: 'Good', grant_types: ['authorization_code'] }, 'redirect_uri')).toBe(
      APPLICATION_TEXTS.callbackRequired,
    );
    expect(
      firstMessage(
        { name: 'Good', grant_types: ['authorization_code'], redirect_uri: 'https://a.example/cb, nope' },
        'redirect_uri',
      ),
    ).toBe(APPLICATION_TEXTS.callbackInvalid);
    expect(firstMessage({ name: 'Good', logout_uri: 'https://a.example/#x' }, 'logout_uri')).toBe(
      APPLICATION_TEXTS.logoutInvalid,
    );
  });

  it('turns comma-separated URLs into trimmed lists, only with authorization code', () => {
    expect(splitUrlList(' https://a.example/cb ,, http://localhost:3000/cb ')).toEqual([
      'https://a.example/cb',
      'http://localhost:3000/cb',
    ]);
    const form = applicationFormSchema.parse({
      ...EMPTY_APPLICATION_FORM,
      name: 'Web App',
      grant_types: ['authorization_code', 'refresh_token'],
      redirect_uri: 'https://a.example/cb, https://b.example/cb',
      logout_uri: 'https://a.example/bye',
    });
    const body = createApplicationBody.parse(toApplicationBody(form));
    expect(body).toMatchObject({
      redirect_uri: ['https://a.example/cb', 'https://b.example/cb'],
      logout_uri: ['https://a.example/bye'],
      visibility: 'TEAM',
    });
    const cc = toApplicationBody(applicationFormSchema.parse({ ...form, grant_types: ['client_credentials'] }));
    expect(cc).toMatchObject({ redirect_uri: [], logout_uri: [] });
  });

  it('accepts web URLs only', () => {
    for (const ok of ['https://a.example/cb', 'http://localhost:8080/cb?x=1', 'https://a.example'])
      expect(isValidApplicationUrl(ok)).toBe(true);
    for (const bad of [
      'a.example/cb',
      'ftp://a.example',
      'https://a b.example',
      'https://u:p@a.example',
      'javascript:alert(1)',
      'https://a.example/#x',
    ]) {
      expect(isValidApplicationUrl(bad), bad).toBe(false);
    }
  });
});

describe('subscriptions', () => {
  it('displays statuses lowercase-capitalised', () => {
    expect(['Active', 'PENDING', 'subscribed', 'denied'].map(statusLabel)).toEqual([
      'Active',
      'Pending',
      'Active',
      'Denied',
    ]);
  });
  it('reads list queries as the console sends them', () => {
    expect(subscriptionListQuery.parse({ status: 'Active,Pending', page: '2' })).toMatchObject({
      status: ['Active', 'Pending'],
      page: 2,
      pageSize: 20,
      sort: 'recent',
    });
  });
});
