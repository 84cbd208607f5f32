/** Navigation per demo user (spec 1 section 6); the same table drives the browser test. */
import { describe, expect, it } from 'vitest';
import { activeNavKey, navEntries, visibleKeys, type NavFacts } from './nav-entries';

const allOn = () => true;
const facts = (team: NavFacts['team'], viewAccounts = false): NavFacts => ({ team, viewAccounts, isEnabled: allOn });
const top = (f: NavFacts) => navEntries(f).map((e) => e.key);

describe('navigation entries', () => {
  it.each([
    [
      'internal staff admin',
      facts({ name: 'Platform Engineering', role: 'admin', internal: true }, true),
      [
        'home',
        'workbench',
        'products',
        'applications',
        'subscriptions',
        'catalogs',
        'teams',
        'pendingApprovals',
        'accounts',
        'tools',
        'linter',
      ],
    ],
    [
      'external team admin (account admin)',
      facts({ name: 'Acme Integrations', role: 'admin', internal: false }, true),
      ['home', 'products', 'applications', 'subscriptions', 'catalogs', 'teams', 'accounts', 'tools'],
    ],
    [
      'external developer',
      facts({ name: 'Acme Integrations', role: 'standard-user', internal: false }),
      ['home', 'products', 'applications', 'subscriptions', 'catalogs', 'teams'],
    ],
    [
      'basic user',
      facts({ name: 'Acme Integrations', role: 'read-only-user', internal: false }),
      ['home', 'products', 'applications', 'subscriptions', 'catalogs', 'teams'],
    ],
    [
      'internal developer',
      facts({ name: 'Platform Engineering', role: 'standard-user', internal: true }),
      ['home', 'workbench', 'products', 'applications', 'subscriptions', 'catalogs', 'teams', 'tools', 'linter'],
    ],
    ['no team selected', facts(undefined), ['home']],
    ['no team selected but view-accounts', facts(undefined, true), ['home', 'accounts', 'tools']],
  ])('%s', (_who, f, expected) => {
    expect(top(f)).toEqual(expected);
  });

  it('shows Teams only when the current team has a name', () => {
    expect(top(facts({ name: '', role: 'admin', internal: false }))).not.toContain('teams');
  });

  it('puts IoT and, for support or admin roles of an internal team, Utilities under Tools', () => {
    const staff = navEntries(facts({ name: 'P', role: 'admin', internal: true }, true));
    expect(staff.find((e) => e.key === 'tools')?.children?.map((c) => c.key)).toEqual(['iot', 'utilities']);
    const external = navEntries(facts({ name: 'A', role: 'admin', internal: false }, true));
    expect(external.find((e) => e.key === 'tools')?.children?.map((c) => c.key)).toEqual(['iot']);
    expect(visibleKeys(staff)).toContain('utilities');
  });

  it('hides what feature flags switch off', () => {
    const f: NavFacts = {
      team: { name: 'P', role: 'standard-user', internal: true },
      viewAccounts: false,
      isEnabled: () => false,
    };
    expect(top(f)).not.toContain('linter');
    expect(top(f)).not.toContain('tools');
  });
});

describe('the highlighted entry (issue 22 defect 13: Subscriptions and Pending Approvals were both highlighted)', () => {
  const staff = navEntries(facts({ name: 'Platform Engineering', role: 'admin', internal: true }, true));
  it.each([
    ['/subscriptions/pendingApprovals', 'pendingApprovals'],
    ['/subscriptions', 'subscriptions'],
    ['/subscriptions/events/e1', 'subscriptions'],
    ['/apis/a1', 'products'],
    ['/home', 'home'],
    ['/home/x', undefined],
    ['/iot', 'iot'],
    ['/landing', undefined],
  ])('%s highlights exactly %s', (pathname, key) => {
    expect(activeNavKey(staff, pathname)).toBe(key);
  });
});
