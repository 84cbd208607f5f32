import { describe, expect, it } from 'vitest';
import { parseFilterCondition, type EventApplication, type EventSubscription } from '@dc/contracts';
import {
  EMPTY_DRAFT,
  canLeaveApplicationStep,
  canLeaveDetailsStep,
  chooseEnvironment,
  chooseVersion,
  hasExistingSubscription,
  saveDraft,
  toCreateBody,
  type SubscriptionDraft,
  type VersionEntries,
} from './subscription-draft';

const entry = (environment: 'dev' | 'qa' | 'stg' | 'prd', id: string) => ({
  environment,
  eventMultitenantTrn: `trn:dc:event:${id}`,
  deployedUrl: `wss://${environment}.example.com`,
});
const VERSIONS: VersionEntries = {
  '2.0.0': [entry('dev', 'a'), entry('qa', 'b')],
  '1.0.0': [entry('prd', 'c')],
};
const app = (status: string, subscribedTo: string[] = []): EventApplication => ({
  applicationId: '11111111-1111-4111-8111-111111111111',
  clientId: '11111111-1111-4111-8111-111111111111',
  applicationName: 'crew-app',
  displayName: 'Crew App',
  description: '',
  status,
  createdOn: '2026-01-01T00:00:00.000Z',
  subscriptions: subscribedTo.map((trn) => ({ eventMultitenantTrn: trn }) as EventSubscription),
});
const parsed = parseFilterCondition('type = ^order\\.created$');
if (!parsed.ok) throw new Error(parsed.message);
const FILTER = parsed.filter;

describe('the wizard draft', () => {
  it.each([
    ['none chosen', undefined, false],
    ['Available', app('Available'), true],
    ['CREATED', app('CREATED'), true],
    ['Disabled', app('Disabled'), false],
    ['Pending', app('Pending'), false],
  ])('application step: Next with %s is %s', (_, chosen, enabled) => {
    expect(canLeaveApplicationStep(chosen)).toBe(enabled);
  });

  it.each([
    ['one environment: preselected', '1.0.0', 'prd', 'trn:dc:event:c'],
    ['several environments: cleared', '2.0.0', '', ''],
    ['an unknown version: cleared', '9.9.9', '', ''],
  ])('choosing a version, %s', (_, version, environment, trn) => {
    const before = { ...EMPTY_DRAFT, environment: 'dev' as const, multitenantTrn: 'trn:dc:event:a' };
    const after = chooseVersion(before, VERSIONS, version);
    expect([after.version, after.environment, after.multitenantTrn]).toEqual([version, environment, trn]);
  });

  it('choosing an environment takes its multitenant id; one the version lacks changes nothing', () => {
    const draft = chooseVersion(EMPTY_DRAFT, VERSIONS, '2.0.0');
    expect(chooseEnvironment(draft, VERSIONS, 'qa').multitenantTrn).toBe('trn:dc:event:b');
    expect(chooseEnvironment(draft, VERSIONS, 'prd')).toEqual(draft);
  });

  const ready: SubscriptionDraft = {
    ...chooseVersion(EMPTY_DRAFT, VERSIONS, '1.0.0'),
    clientId: 'x',
    protocol: 'wss',
  };
  it.each<[string, SubscriptionDraft, boolean, boolean]>([
    ['environment and protocol chosen (wss)', ready, false, true],
    ['no environment', { ...ready, environment: '', multitenantTrn: '' }, false, false],
    ['no protocol', { ...ready, protocol: '' }, false, false],
    ['an existing subscription', ready, true, false],
    ['https without an endpoint', { ...ready, protocol: 'https' }, false, false],
    ['https with a relative endpoint', { ...ready, protocol: 'https', endpoint: '/hooks' }, false, false],
    ['https with an ftp endpoint', { ...ready, protocol: 'https', endpoint: 'ftp://x.example.com' }, false, false],
    ['https with an endpoint', { ...ready, protocol: 'https', endpoint: 'https://x.example.com/hook' }, false, true],
  ])('details step: Next with %s', (_, draft, exists, enabled) => {
    expect(canLeaveDetailsStep(draft, exists)).toBe(enabled);
  });

  it.each([
    ['the same version and environment', ['trn:dc:event:c'], true],
    ['another environment only', ['trn:dc:event:a'], false],
    ['nothing', [], false],
  ])('an application subscribed to %s has an existing subscription: %s', (_, trns, exists) => {
    expect(hasExistingSubscription(app('Available', trns), 'trn:dc:event:c')).toBe(exists);
  });

  it.each<[string, SubscriptionDraft['filtering'], typeof FILTER | null, 'yes' | 'no', typeof FILTER | null]>([
    ['yes with an applied filter', 'yes', FILTER, 'yes', FILTER],
    ['yes with an invalid or unapplied condition', 'yes', null, 'no', null],
    ['no (a filter left over is dropped)', 'no', FILTER, 'no', null],
    ['no', 'no', null, 'no', null],
  ])('saving filtering %s', (_, filtering, applied, savedFiltering, savedFilter) => {
    const saved = saveDraft({ ...ready, filtering }, applied);
    expect(saved.filtering).toBe(savedFiltering);
    expect(saved.filter).toEqual(savedFilter);
  });

  it('sends the endpoint with https only', () => {
    const https = saveDraft({ ...ready, protocol: 'https', endpoint: ' https://x.example.com/h ' }, null);
    expect(toCreateBody(https, 't')).toMatchObject({ protocol: 'https', endpoint: 'https://x.example.com/h' });
    const wss = saveDraft({ ...ready, endpoint: 'https://x.example.com/h' }, null);
    expect(toCreateBody(wss, 't')).not.toHaveProperty('endpoint');
    expect(toCreateBody(wss, 't')).toMatchObject({ consumerClientId: 'x', teamId: 't', filter: null });
  });
});
