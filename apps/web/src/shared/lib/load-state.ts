/**
 * The load-state record of spec 3 (status, init, loading, intermediate, loaded, error, value): INIT, LOADING,
 * INTERMEDIATE (a partial or cached value while fresh data loads), LOADED, ERROR.
 */
import { LOAD_STATUS, resolveError, type LoadStatus } from '@dc/contracts';

export interface LoadState<T> {
  status: LoadStatus;
  init: boolean;
  loading: boolean;
  intermediate: boolean;
  loaded: boolean;
  error?: { code: string; message: string };
  value?: T;
}

export function loadState<T>(status: LoadStatus, value?: T, error?: unknown): LoadState<T> {
  return {
    status,
    init: status === LOAD_STATUS.init,
    loading: status === LOAD_STATUS.loading,
    intermediate: status === LOAD_STATUS.intermediate,
    loaded: status === LOAD_STATUS.loaded,
    ...(status === LOAD_STATUS.error ? { error: resolveError(error) } : {}),
    ...(value !== undefined ? { value } : {}),
  };
}

/** The fields of a TanStack query the mapping reads. */
export interface QueryLike<T> {
  data?: T;
  error: unknown;
  status: 'pending' | 'error' | 'success';
  fetchStatus: 'fetching' | 'paused' | 'idle';
}

/** Maps a query to a load state: a value shown while a newer one loads is INTERMEDIATE. */
export function fromQuery<T>(query: QueryLike<T>): LoadState<T> {
  if (query.status === 'error') return loadState<T>(LOAD_STATUS.error, query.data, query.error);
  if (query.status === 'pending') {
    return loadState<T>(query.fetchStatus === 'idle' ? LOAD_STATUS.init : LOAD_STATUS.loading);
  }
  return loadState(query.fetchStatus === 'fetching' ? LOAD_STATUS.intermediate : LOAD_STATUS.loaded, query.data);
}
