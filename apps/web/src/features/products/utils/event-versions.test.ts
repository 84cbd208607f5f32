import { describe, expect, it } from 'vitest';
import type { EventEnvironmentEntry } from '@dc/contracts';
import { pickEnvironment, pickEventVersion, splitTags, visibleVersions } from './event-versions';

const entry = (environment: EventEnvironmentEntry['environment']): EventEnvironmentEntry => ({
  environment,
  eventMultitenantTrn: `trn:dc:event:${environment}`,
  deployedUrl: `wss://${environment}.example.com`,
});
const available = {
  '2.0.0': [entry('qa'), entry('dev')],
  '1.0.0': [entry('prd'), entry('stg'), entry('dev'), entry('qa')],
};

describe('event versions', () => {
  it('shows other teams only prd entries and drops versions without one', () => {
    expect(visibleVersions(available, false)).toEqual({ '1.0.0': [entry('prd')] });
  });

  it('shows internal views every entry in environment order', () => {
    const all = visibleVersions(available, true);
    expect(Object.keys(all)).toEqual(['2.0.0', '1.0.0']);
    expect(all['1.0.0'].map((e) => e.environment)).toEqual(['dev', 'qa', 'stg', 'prd']);
    expect(all['2.0.0'].map((e) => e.environment)).toEqual(['dev', 'qa']);
  });

  it('picks the version in the URL when offered, else the newest', () => {
    expect(pickEventVersion(available, '1.0.0')).toBe('1.0.0');
    expect(pickEventVersion(available, '9.9.9')).toBe('2.0.0');
    expect(pickEventVersion({}, null)).toBeUndefined();
  });

  it('prefers the asked environment, then production', () => {
    expect(pickEnvironment([entry('dev'), entry('prd')])?.environment).toBe('prd');
    expect(pickEnvironment([entry('dev'), entry('qa')], 'qa')?.environment).toBe('qa');
    expect(pickEnvironment([entry('qa')])?.environment).toBe('qa');
  });

  it('splits metadata tags', () => {
    expect(splitTags(' logistics, shipping ,,events')).toEqual(['logistics', 'shipping', 'events']);
  });
});
