/**
 * The demo world's products (issue item 8): 12 API products and 4 event products, published from the OpenAPI and
 * AsyncAPI documents in apps/server/assets/demo-products. Versions are listed oldest first; deployments per
 * environment; one manual-approval product, one licence-required, several throttled; two private ones.
 */
import type { PublishProductMetadata, Throttling } from '@dc/contracts';

type Env = 'DEV' | 'QA' | 'STAGE' | 'PROD';

export interface DemoProductVersion {
  file: string;
  /** Environments, and the throttling of each (default none). */
  environments: Env[];
  throttling?: Partial<Record<Env, Throttling>>;
  daysAgo: number;
}

export interface DemoProduct {
  /** Team key (world.ts) that owns it, and the user key who publishes it. */
  team: string;
  by: string;
  /** Base of the deployment URLs: https://{dev.|qa.|stage.|}api.example.com/<path>. */
  host: 'api' | 'events';
  path: string;
  scheme?: 'https' | 'wss' | 'mqtt';
  metadata: Omit<PublishProductMetadata, 'deployments' | 'version' | 'sharedWithTeams'> & { sharedWith?: string[] };
  versions: DemoProductVersion[];
  introduction?: string;
  markdown?: Array<{ file: string; source: string }>;
}

const spike = (rate: number, quota?: number): Throttling => ({
  resources: [
    {
      name: 'default',
      spike: { rate, unit: 'second' },
      ...(quota ? { quota: { limit: quota, period: 'month' } } : {}),
    },
  ],
});
const ALL: Env[] = ['DEV', 'QA', 'STAGE', 'PROD'];
const platform = { team: 'platform', by: 'staff' } as const;
const pub = (tags: string[]) => ({ visibility: 'PUBLIC' as const, tags });

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    ...platform,
    host: 'api',
    path: 'telematics',
    metadata: { ...pub(['telematics', 'fleet', 'iot']), name: 'fleet-telematics' },
    versions: [
      {
        file: 'fleet-telematics-1.0.0.yaml',
        environments: ALL,
        daysAgo: 150,
        throttling: { PROD: spike(100, 1_000_000) },
      },
      {
        file: 'fleet-telematics-2.0.0.yaml',
        environments: ALL,
        daysAgo: 20,
        throttling: { STAGE: spike(50), PROD: spike(100, 1_000_000) },
      },
    ],
    introduction: 'fleet-telematics.introduction.yaml',
    markdown: [{ file: 'getting-started.md', source: 'fleet-telematics.getting-started.md' }],
  },
  {
    ...platform,
    host: 'api',
    path: 'shipments',
    metadata: { ...pub(['logistics', 'shipping', 'supply-chain']) },
    versions: [
      { file: 'shipment-tracking-1.0.0.yaml', environments: ALL, daysAgo: 140 },
      { file: 'shipment-tracking-1.1.0.yaml', environments: ['DEV', 'QA', 'PROD'], daysAgo: 35 },
    ],
    introduction: 'shipment-tracking.introduction.yaml',
  },
  {
    ...platform,
    host: 'api',
    path: 'equipment-catalog',
    metadata: { ...pub(['equipment', 'catalog']) },
    versions: [{ file: 'equipment-catalog-1.0.0.json', environments: ['QA', 'PROD'], daysAgo: 120 }],
  },
  {
    ...platform,
    host: 'api',
    path: 'scheduling',
    metadata: { ...pub(['scheduling', 'projects']), approvalType: 'manual', subscriptionExpiryDays: 10 },
    versions: [{ file: 'project-scheduling-2.3.0.yaml', environments: ['STAGE', 'PROD'], daysAgo: 95 }],
  },
  {
    ...platform,
    host: 'api',
    path: 'positioning',
    metadata: {
      ...pub(['gnss', 'survey', 'positioning']),
      licenseRequired: true,
      purchaseLicenseUrl: 'https://marketplace.developer-console.local/products/geospatial-positioning',
    },
    versions: [
      { file: 'geospatial-positioning-1.0.0.yaml', environments: ['DEV', 'PROD'], daysAgo: 110 },
      {
        file: 'geospatial-positioning-1.2.0.yaml',
        environments: ALL,
        daysAgo: 12,
        throttling: { PROD: spike(20, 200_000) },
      },
    ],
    introduction: 'geospatial-positioning.introduction.yaml',
  },
  {
    ...platform,
    host: 'api',
    path: 'weather',
    metadata: { ...pub(['weather', 'planning']) },
    versions: [
      { file: 'weather-conditions-1.0.0.yaml', environments: ALL, daysAgo: 80, throttling: { PROD: spike(25) } },
    ],
  },
  {
    ...platform,
    host: 'api',
    path: 'materials-pricing',
    metadata: { ...pub(['estimating', 'costs']) },
    versions: [{ file: 'materials-pricing-1.0.0.yaml', environments: ['QA', 'PROD'], daysAgo: 70 }],
  },
  {
    ...platform,
    host: 'api',
    path: 'site-documents',
    metadata: { ...pub(['documents', 'projects']) },
    versions: [
      { file: 'site-documents-1.0.0.yaml', environments: ALL, daysAgo: 60 },
      { file: 'site-documents-2.0.0-beta.yaml', environments: ['DEV'], daysAgo: 5 },
    ],
  },
  {
    ...platform,
    host: 'api',
    path: 'work-orders',
    metadata: { ...pub(['maintenance', 'equipment']) },
    versions: [{ file: 'work-orders-1.0.0.yaml', environments: ALL, daysAgo: 50 }],
  },
  {
    ...platform,
    host: 'api',
    path: 'notifications',
    metadata: { ...pub(['messaging', 'crews']) },
    versions: [
      { file: 'notifications-1.0.0.yaml', environments: ALL, daysAgo: 40, throttling: { PROD: spike(10, 50_000) } },
    ],
  },
  {
    team: 'acmeIntegrations',
    by: 'teamAdmin',
    host: 'api',
    path: 'acme/field-sync',
    metadata: { visibility: 'PRIVATE', tags: ['acme', 'field-data'] },
    versions: [{ file: 'acme-field-sync-0.9.0.yaml', environments: ['DEV', 'QA'], daysAgo: 15 }],
  },
  {
    team: 'globexLabs',
    by: 'globexAdmin',
    host: 'api',
    path: 'globex/survey',
    metadata: { visibility: 'PRIVATE', tags: ['drones', 'survey'], sharedWith: ['acmeIntegrations'] },
    versions: [{ file: 'globex-survey-1.0.0.yaml', environments: ['DEV', 'PROD'], daysAgo: 25 }],
  },
  {
    ...platform,
    host: 'events',
    path: 'shipments',
    scheme: 'wss',
    metadata: { ...pub(['logistics', 'shipping', 'events']), name: 'shipment-events' },
    versions: [
      { file: 'shipment-events-1.0.0.yaml', environments: ALL, daysAgo: 130 },
      { file: 'shipment-events-2.0.0.yaml', environments: ['DEV', 'QA'], daysAgo: 8 },
    ],
    introduction: 'shipment-events.introduction.json',
  },
  {
    ...platform,
    host: 'events',
    path: 'equipment',
    metadata: { ...pub(['telemetry', 'equipment', 'events']) },
    versions: [{ file: 'equipment-telemetry-events-1.0.0.yaml', environments: ['DEV', 'PROD'], daysAgo: 100 }],
  },
  {
    ...platform,
    host: 'events',
    path: 'work-orders',
    metadata: { ...pub(['maintenance', 'events']) },
    versions: [{ file: 'work-order-status-events-1.1.0.yaml', environments: ['QA', 'PROD'], daysAgo: 45 }],
  },
  {
    team: 'globexLabs',
    by: 'globexAdmin',
    host: 'events',
    path: 'globex/pours',
    scheme: 'mqtt',
    metadata: { visibility: 'PRIVATE', tags: ['concrete', 'sensors', 'events'] },
    versions: [{ file: 'concrete-pour-events-0.1.0.yaml', environments: ['DEV', 'PROD'], daysAgo: 18 }],
  },
];

const PREFIX: Record<Env, string> = { DEV: 'dev.', QA: 'qa.', STAGE: 'stage.', PROD: '' };

/** The deployment URL of a demo product in an environment. */
export function demoDeploymentUrl(p: DemoProduct, env: Env): string {
  return `${p.scheme ?? 'https'}://${PREFIX[env]}${p.host}.example.com/${p.path}`;
}
