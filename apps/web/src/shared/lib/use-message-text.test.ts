import { renderHook } from '@testing-library/react';
import i18n from '../i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE } from '@dc/contracts';
import { useMessageText } from './use-message-text';

const NS = 'message-text-test';

describe('useMessageText', () => {
  beforeAll(() =>
    i18n.addResourceBundle('en', NS, {
      validation: { nameRequired: 'Give it a name' },
      apiErrors: { CT1002: 'Translated CT1002' },
      errors: { generic: 'Namespace apology' },
    }),
  );

  it('translates known validation messages and keeps the others', () => {
    const { result } = renderHook(() =>
      useMessageText(NS, { validationKeys: { 'Name required': 'validation.nameRequired' } }),
    );
    expect(result.current.validation('Name required')).toBe('Give it a name');
    expect(result.current.validation('Something else')).toBe('Something else');
    expect(result.current.validation(undefined)).toBeUndefined();
  });

  it('translates API errors by code, else the server text, else the generic text', () => {
    const withGeneric = renderHook(() => useMessageText(NS, { genericKey: 'errors.generic' })).result.current;
    expect(withGeneric.apiError({ code: 'CT1002', message: 'Server text' })).toBe('Translated CT1002');
    expect(withGeneric.apiError({ code: 'XX1', message: 'Server text' })).toBe('Server text');
    expect(withGeneric.apiError(undefined)).toBe('Namespace apology');
    const plain = renderHook(() => useMessageText(NS)).result.current;
    expect(plain.apiError(undefined)).toBe(GENERIC_ERROR_MESSAGE);
  });
});
