import { describe, expect, it } from 'vitest';
import { href, paths } from './paths';

describe('paths', () => {
  it('fills parameters and appends a query', () => {
    expect(href(paths.error, { statusCode: 404 })).toBe('/error/404');
    expect(href(paths.inviteTeams, { inviteId: 'a b' })).toBe('/invite/teams/a%20b');
    expect(href(paths.apim, {}, { searchText: 'maps', skip: undefined })).toBe('/apim?searchText=maps');
    expect(href(paths.home)).toBe('/home');
  });

  it('keeps the spec spelling of the placeholder page', () => {
    expect(paths.underConstruction).toBe('/underConstuction');
  });
});
