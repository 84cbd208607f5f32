import { describe, expect, it } from 'vitest';
import { environmentConfigSchema } from '@dc/contracts';
import { testEnvironment } from '../../test/fixtures';
import { checkEnvironment, checkFeatureList, checkI18nConfig, ConfigFileError } from './check-config';

describe('configuration checks', () => {
  it('accepts what the contracts schema accepts', () => {
    expect(environmentConfigSchema.parse(testEnvironment)).toEqual(testEnvironment);
    expect(checkEnvironment(testEnvironment)).toEqual(testEnvironment);
  });

  it('names every bad key', () => {
    const broken = {
      ...testEnvironment,
      auth: { ...testEnvironment.auth, authority: 1, responseType: 'token' },
      profileUrl: undefined,
    };
    try {
      checkEnvironment(broken);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigFileError);
      expect((err as ConfigFileError).badKeys).toEqual(['auth.authority', 'auth.responseType', 'profileUrl']);
    }
  });

  it('keeps boolean feature flags only', () => {
    expect(checkFeatureList({ a: true, b: 'yes', c: false })).toEqual({ a: true, c: false });
    expect(checkFeatureList(null)).toEqual({});
  });

  it('reads the language config', () => {
    const config = { defaultLanguage: 'en', supportedLanguages: [{ code: 'en', name: 'English', native: 'English' }] };
    expect(checkI18nConfig(config)).toEqual(config);
    expect(checkI18nConfig({})).toBeUndefined();
  });
});
