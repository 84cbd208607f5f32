/** The demo world: who exists, in which accounts and teams, with which roles (SPEC-NOTES 11). */

export const DEMO_PASSWORD = 'DemoPass2026!';

export interface DemoUser {
  key: string;
  email: string;
  givenName: string;
  familyName: string;
  internal: boolean;
  who: string;
}

export const DEMO_USERS: DemoUser[] = [
  {
    key: 'staff',
    email: 'staff.admin@example.com',
    givenName: 'Sam',
    familyName: 'Staff',
    internal: true,
    who: 'internal staff admin (workbench, linter, templates)',
  },
  {
    key: 'teamAdmin',
    email: 'team.admin@example.com',
    givenName: 'Tara',
    familyName: 'Admin',
    internal: false,
    who: 'team admin of Acme Integrations and admin of Acme Corp',
  },
  {
    key: 'developer',
    email: 'developer@example.com',
    givenName: 'Dana',
    familyName: 'Developer',
    internal: false,
    who: 'developer in Acme Integrations and Globex Labs',
  },
  {
    key: 'basic',
    email: 'basic@example.com',
    givenName: 'Ben',
    familyName: 'Basic',
    internal: false,
    who: 'basic (read-only) user in Acme Integrations',
  },
  {
    key: 'noTeam',
    email: 'no.team@example.com',
    givenName: 'Nora',
    familyName: 'Noteam',
    internal: false,
    who: 'no team yet; standard-user of Umbrella Builders (not initialized): base configuration adds her',
  },
  {
    key: 'globexAdmin',
    email: 'globex.admin@example.com',
    givenName: 'Gwen',
    familyName: 'Globex',
    internal: false,
    who: 'team admin of Globex Labs and admin of Globex Construction',
  },
];

export interface DemoAccount {
  key: string;
  name: string;
  reference: string | null;
  placeholder: boolean;
  /** Default COMPLETED and enabled. */
  initializationStatus?: 'NOT_INITIALIZED' | 'IN_PROGRESS' | 'COMPLETED';
  enabled?: boolean;
  /** Account roles (account_members): admin, standard-user, ... */
  members: Array<{ user: string; role: string }>;
  teams: Array<{
    key: string;
    name: string;
    description: string;
    internal: boolean;
    members: Array<{ user: string; role: string }>;
  }>;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    key: 'provider',
    name: 'Provider Staff',
    reference: 'placeholder',
    placeholder: true,
    members: [{ user: 'staff', role: 'admin' }],
    teams: [
      {
        key: 'platform',
        name: 'Platform Engineering',
        description: 'Runs the integration platform and its developer tools.',
        internal: true,
        members: [{ user: 'staff', role: 'admin' }],
      },
    ],
  },
  {
    key: 'acme',
    name: 'Acme Corp',
    reference: 'marketplace',
    placeholder: false,
    members: [{ user: 'teamAdmin', role: 'admin' }],
    teams: [
      {
        key: 'acmeIntegrations',
        name: 'Acme Integrations',
        description: 'Connects Acme field systems to the platform.',
        internal: false,
        members: [
          { user: 'teamAdmin', role: 'admin' },
          { user: 'developer', role: 'standard-user' },
          { user: 'basic', role: 'read-only-user' },
        ],
      },
      {
        key: 'acmeMobile',
        name: 'Acme Mobile',
        description: 'Mobile apps for Acme crews.',
        internal: false,
        members: [{ user: 'teamAdmin', role: 'admin' }],
      },
    ],
  },
  {
    key: 'globex',
    name: 'Globex Construction',
    reference: 'marketplace',
    placeholder: false,
    members: [{ user: 'globexAdmin', role: 'admin' }],
    teams: [
      {
        key: 'globexLabs',
        name: 'Globex Labs',
        description: 'Prototypes with the event products.',
        internal: false,
        members: [
          { user: 'globexAdmin', role: 'admin' },
          { user: 'developer', role: 'standard-user' },
        ],
      },
    ],
  },
  {
    // A marketplace account not initialized yet: base configuration activates it for no.team@example.com.
    key: 'umbrella',
    name: 'Umbrella Builders',
    reference: 'marketplace',
    placeholder: false,
    initializationStatus: 'NOT_INITIALIZED',
    enabled: false,
    members: [{ user: 'noTeam', role: 'standard-user' }],
    teams: [
      {
        key: 'umbrellaSiteCrew',
        name: 'Umbrella Site Crew',
        description: 'First team of Umbrella Builders.',
        internal: false,
        members: [],
      },
    ],
  },
];
