/**
 * The demo world's applications and API subscriptions (issue 7 item 5): applications of the developer's and the
 * team admin's teams (one 'resource' application, one Disabled), subscriptions in every status, and Pending
 * requests for the manual-approval Project Scheduling API, which the internal staff admin approves or denies.
 */
export interface DemoApplication {
  key: string;
  /** Team and user keys of world.ts. */
  team: string;
  by: string;
  name: string;
  description: string;
  grantTypes: string[];
  redirectUris?: string[];
  logoutUris?: string[];
  status?: string;
  applicationType?: 'client' | 'resource';
  visibility?: 'TEAM' | 'PERSONAL';
  daysAgo: number;
  /** Secrets, by age in days (the first is the oldest). */
  secretAges: number[];
}

export interface DemoSubscription {
  app: string;
  /** Product name (products-world: the publisher's slug of the title unless named). */
  api: string;
  status: 'Active' | 'Pending' | 'Denied';
  daysAgo: number;
  /** Denied: the provider's explanation. */
  reason?: string;
}

const CODE = ['authorization_code', 'refresh_token'];
const DEVICE = 'urn:ietf:params:oauth:grant-type:device_code';

export const DEMO_APPLICATIONS: DemoApplication[] = [
  {
    key: 'fieldSync',
    team: 'acmeIntegrations',
    by: 'developer',
    name: 'Field Sync Service',
    description: 'Nightly sync of Acme field data with fleet and weather feeds.',
    grantTypes: ['client_credentials'],
    daysAgo: 60,
    secretAges: [400, 12],
  },
  {
    key: 'crewApp',
    team: 'acmeIntegrations',
    by: 'teamAdmin',
    name: 'Crew Mobile App',
    description: 'Sign-in and shipment lookups for Acme crews.',
    grantTypes: [...CODE, DEVICE],
    redirectUris: ['https://crew.acme.example.com/callback', 'http://localhost:5173/callback'],
    logoutUris: ['https://crew.acme.example.com/signed-out'],
    daysAgo: 45,
    secretAges: [45],
  },
  {
    key: 'acmeGateway',
    team: 'acmeIntegrations',
    by: 'teamAdmin',
    name: 'Acme Gateway',
    description: 'Resource application of the Acme Field Sync API (cannot be deleted).',
    grantTypes: ['client_credentials'],
    applicationType: 'resource',
    daysAgo: 90,
    secretAges: [90],
  },
  {
    key: 'legacyImporter',
    team: 'acmeIntegrations',
    by: 'teamAdmin',
    name: 'Legacy Importer',
    description: 'Retired CSV importer, kept for its history.',
    grantTypes: ['client_credentials'],
    status: 'Disabled',
    daysAgo: 420,
    // Older than SECRET_ROTATION_DAYS: the one application whose secret wants rotating.
    secretAges: [420],
  },
  {
    key: 'dispatch',
    team: 'acmeMobile',
    by: 'teamAdmin',
    name: 'Dispatch Board',
    description: 'Schedules crews from project plans.',
    grantTypes: ['client_credentials'],
    daysAgo: 20,
    secretAges: [20],
  },
  {
    key: 'droneUploader',
    team: 'globexLabs',
    by: 'developer',
    name: 'Survey Drone Uploader',
    description: 'Uploads drone survey flights and reads site schedules.',
    grantTypes: ['client_credentials', DEVICE],
    daysAgo: 25,
    // The most an application may hold (MAX_APPLICATION_SECRETS): adding another is refused.
    secretAges: [300, 180, 90, 25, 3],
  },
  {
    key: 'platformMonitor',
    team: 'platform',
    by: 'staff',
    name: 'Platform Monitor',
    description: 'Synthetic checks of the platform APIs.',
    grantTypes: ['client_credentials'],
    daysAgo: 120,
    secretAges: [120],
  },
];

export const DEMO_SUBSCRIPTIONS: DemoSubscription[] = [
  { app: 'fieldSync', api: 'fleet-telematics', status: 'Active', daysAgo: 58 },
  { app: 'fieldSync', api: 'weather-conditions-api', status: 'Active', daysAgo: 30 },
  { app: 'fieldSync', api: 'project-scheduling-api', status: 'Pending', daysAgo: 2 },
  { app: 'crewApp', api: 'shipment-tracking-api', status: 'Active', daysAgo: 40 },
  {
    app: 'crewApp',
    api: 'project-scheduling-api',
    status: 'Denied',
    daysAgo: 15,
    reason: 'Crew apps get schedules through the Dispatch Board; please subscribe that application instead.',
  },
  { app: 'dispatch', api: 'project-scheduling-api', status: 'Pending', daysAgo: 1 },
  { app: 'droneUploader', api: 'globex-survey-api', status: 'Active', daysAgo: 24 },
  { app: 'droneUploader', api: 'project-scheduling-api', status: 'Pending', daysAgo: 3 },
  { app: 'platformMonitor', api: 'fleet-telematics', status: 'Active', daysAgo: 100 },
];
