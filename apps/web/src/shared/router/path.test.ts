import { describe, expect, it } from 'vitest';
import { matchPath, rankPath } from './path';

describe('matchPath', () => {
  it('reads parameters, decoded', () => {
    expect(matchPath('/apis/:id/subscribe', '/apis/a%20b/subscribe')?.params).toEqual({ id: 'a b' });
    expect(matchPath('/apis/:id', '/apis/x/subscribe')).toBeNull();
  });

  it('ignores case and a trailing slash', () => {
    expect(matchPath('/noTeam', '/noteam/')).not.toBeNull();
  });

  it('takes an optional parameter with or without it', () => {
    expect(matchPath('/error/:statusCode?', '/error')?.params).toEqual({});
    expect(matchPath('/error/:statusCode?', '/error/403')?.params).toEqual({ statusCode: '403' });
  });

  it('lets a splat match the bare prefix and anything below it, not a longer name', () => {
    expect(matchPath('/home/*', '/home')?.params).toEqual({ '*': '' });
    expect(matchPath('/home/*', '/home/a/b')?.params).toEqual({ '*': 'a/b' });
    expect(matchPath('/home/*', '/homework')).toBeNull();
  });
});

describe('rankPath', () => {
  it('ranks static segments over parameters over a splat', () => {
    expect(rankPath('/catalogs/create')).toBeGreaterThan(rankPath('/catalogs/:catalogId'));
    expect(rankPath('/catalogs/:catalogId')).toBeGreaterThan(rankPath('/catalogs/*'));
    expect(rankPath('/home')).toBeGreaterThan(rankPath('/home/*'));
  });
});
