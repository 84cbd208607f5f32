import { describe, expect, expectTypeOf, it } from 'vitest';
import { createClient, fillPath, toRequest } from './client';
import type { ReferenceIndex, UserProfile } from '@dc/contracts';
import type { ClientRequest } from './types';

/** A transport double that records the request and answers what the test says. */
function recording(answer: unknown = { ok: true }) {
  const sent: ClientRequest[] = [];
  const client = createClient(async (req) => {
    sent.push(req);
    return answer;
  });
  return { client, sent };
}

describe('call', () => {
  it('fills the path params of the route, URL-encoded', async () => {
    const { client, sent } = recording();
    await client.call('applications.get', { params: { applicationId: 'a b/c' }, team: 't1' });
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/api/apim/applications/a%20b%2Fc' });
  });

  it('sends the team of a team-scoped route in the team_uuid header (spec 2 section 7)', async () => {
    const { client, sent } = recording();
    await client.call('applications.create', {
      team: 'team-1',
      body: { name: 'App', grant_types: ['client_credentials'] },
    });
    expect(sent[0].headers).toEqual({ team_uuid: 'team-1' });
    expect(sent[0].body).toEqual({ name: 'App', grant_types: ['client_credentials'] });
  });

  it('passes the query and the body through to the transport', async () => {
    const { client, sent } = recording();
    await client.call('teams.list', { query: { page: 2 } as never });
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/api/core/teams', query: { page: 2 } });
  });

  it('resolves with what the transport answered', async () => {
    const { client } = recording({ items: [] });
    await expect(client.call('status.statusJson')).resolves.toEqual({ items: [] });
  });

  it('refuses a team-scoped call without a team before sending anything', () => {
    expect(() => toRequest('applications.list', {} as never)).toThrow('applications.list needs a team');
  });

  it('sends the team header of an optional-team route only when there is a team', () => {
    expect(toRequest('guides.list', { query: { t: 1 } }).headers).toEqual({});
    expect(toRequest('guides.list', { team: 'T1', query: { t: 1 } }).headers).toEqual({ team_uuid: 'T1' });
  });
});

describe('fillPath', () => {
  it('refuses a missing param instead of calling a wrong URL', () => {
    expect(() => fillPath('/teams/:teamId/members', {})).toThrow('missing path param :teamId');
  });

  it('keeps the slashes of a trailing wildcard', () => {
    expect(fillPath('/api/documents/*', { '*': 'openapi/a/b.html' })).toBe('/api/documents/openapi/a/b.html');
  });
});

describe('types', () => {
  const { client } = recording();

  it('require the params a route path names and the team of a team-scoped route', () => {
    type Input = Parameters<typeof client.call<'applications.get'>>[1];
    expectTypeOf<NonNullable<Input>['params']>().toEqualTypeOf<Record<'applicationId', string | number>>();
    expectTypeOf<NonNullable<Input>['team']>().toEqualTypeOf<string>();
    // @ts-expect-error: the application id is missing
    void (() => client.call('applications.get', { team: 't', params: {} }));
    // @ts-expect-error: a team-scoped route needs its team
    void (() => client.call('applications.get', { params: { applicationId: 'a' } }));
  });

  it('type the body from the route schema', () => {
    // @ts-expect-error: the create-application body has no field 'nope'
    void (() => client.call('applications.create', { team: 't', body: { nope: 1 } }));
  });

  it('let a route that needs nothing be called without input', () => {
    void (() => client.call('status.statusJson'));
    // @ts-expect-error: a route with a path param cannot be called without input
    void (() => client.call('teams.get'));
  });

  it("type the answer from the route's declared response", () => {
    expectTypeOf(client.call('users.me')).resolves.toEqualTypeOf<UserProfile>();
    // A declared answer wins over a type the caller names.
    expectTypeOf(client.call<'users.me', number>('users.me')).resolves.toEqualTypeOf<UserProfile>();
    // Stored JSON text the server sends as is is typed by its declared schema too.
    const input = { team: 't', params: { apiId: 'a', version: '1.0.0' } };
    expectTypeOf(client.call('apis.reference', input)).resolves.toEqualTypeOf<ReferenceIndex>();
  });

  it('fall back to the type the caller names where the contract declares no answer', () => {
    // The IoT prefix's read-only write routes only refuse (405): no success answer is declared.
    expectTypeOf(client.call<'iot.readOnlyRootPost', { up: boolean }>('iot.readOnlyRootPost')).resolves.toEqualTypeOf<{
      up: boolean;
    }>();
  });

  it('take the team of a route where it is optional, and no team where there is none', () => {
    void (() => client.call('guides.list', { query: {} }));
    void (() => client.call('guides.list', { team: 't', query: {} }));
    // @ts-expect-error: the status page is not team-scoped
    void (() => client.call('status.statusJson', { team: 't' }));
  });
});
