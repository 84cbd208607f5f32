import { describe, expect, it } from 'vitest';
import type { EventApplication, EventSubscription, EventVersionList } from '@dc/contracts';
import { applicationsIn, environmentsOf } from './event-applications';

const sub = (applicationId: string, environment: EventSubscription['environment']) =>
  ({
    applicationId,
    environment,
    applicationName: `name-${applicationId}`,
    subscriptionTrn: `trn-${applicationId}-${environment}`,
  }) as EventSubscription;
const LIST: EventVersionList = {
  eventVersions: [
    { eventVersion: '2.0.0', applications: ['a'], subscriptions: { a: [sub('a', 'dev')] } },
    {
      eventVersion: '1.0.0',
      applications: ['a', 'b'],
      subscriptions: { a: [sub('a', 'prd'), sub('a', 'qa')], b: [sub('b', 'prd')] },
    },
  ],
};
const APPS = [
  { clientId: 'a', displayName: 'Crew App', description: 'Crews', createdOn: '2026-01-02T00:00:00Z' },
] as EventApplication[];

describe('the applications of an event subscription panel', () => {
  it('lists the environments of the version in DEV..PRD order', () => {
    expect(environmentsOf(LIST, '1.0.0')).toEqual(['qa', 'prd']);
    expect(environmentsOf(LIST, '2.0.0')).toEqual(['dev']);
    expect(environmentsOf(LIST, '9.0.0')).toEqual([]);
    expect(environmentsOf(undefined, '1.0.0')).toEqual([]);
  });

  it('lists the applications subscribed in an environment, described by the team list when it has them', () => {
    expect(applicationsIn(LIST, '1.0.0', 'prd', APPS)).toEqual([
      {
        clientId: 'a',
        name: 'Crew App',
        createdOn: '2026-01-02T00:00:00Z',
        description: 'Crews',
        subscriptionTrn: 'trn-a-prd',
      },
      { clientId: 'b', name: 'name-b', createdOn: undefined, description: '', subscriptionTrn: 'trn-b-prd' },
    ]);
    expect(applicationsIn(LIST, '1.0.0', 'qa', APPS).map((a) => a.clientId)).toEqual(['a']);
    expect(applicationsIn(LIST, '1.0.0', 'dev', APPS)).toEqual([]);
  });
});
