import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE } from '@dc/contracts';
import { ApiRequestError } from './api-error';
import { fromQuery, loadState } from './load-state';

describe('load states', () => {
  it('sets exactly one flag per status', () => {
    expect(loadState('INIT')).toEqual({
      status: 'INIT',
      init: true,
      loading: false,
      intermediate: false,
      loaded: false,
    });
    expect(loadState('LOADED', [1])).toMatchObject({ loaded: true, value: [1] });
  });

  it('maps queries: idle pending is INIT, fetching pending LOADING, refetching data INTERMEDIATE', () => {
    expect(fromQuery({ status: 'pending', fetchStatus: 'idle', error: null }).status).toBe('INIT');
    expect(fromQuery({ status: 'pending', fetchStatus: 'fetching', error: null }).status).toBe('LOADING');
    expect(fromQuery({ status: 'success', fetchStatus: 'fetching', error: null, data: 'cached' })).toMatchObject({
      status: 'INTERMEDIATE',
      value: 'cached',
    });
    expect(fromQuery({ status: 'success', fetchStatus: 'idle', error: null, data: 'x' }).status).toBe('LOADED');
  });

  it('resolves the error code and message in one place', () => {
    const api = fromQuery({
      status: 'error',
      fetchStatus: 'idle',
      error: new ApiRequestError(400, 'CT1047', 'Team limit is exceeded'),
    });
    expect(api.error).toEqual({ code: 'CT1047', message: 'Team limit is exceeded' });
    const unknown = fromQuery({ status: 'error', fetchStatus: 'idle', error: {} });
    expect(unknown.error).toEqual({ code: 'UNKNOWN', message: GENERIC_ERROR_MESSAGE });
  });
});
