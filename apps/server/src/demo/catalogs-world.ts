/**
 * The demo world's catalogs (issue 9 item 6): a core, industry catalogs (two gallery pages) and a workflow catalog
 * of the provider's internal team, and private (custom) catalogs of Acme Integrations, the team admin's team: one
 * published with its products in order and invitations in both states (Acme Mobile accepted, a Globex user pending),
 * and one empty draft.
 */
import { DEMO_INDUSTRY_CATALOGS } from './catalogs-world-industries.js';

export interface DemoCatalog {
  key: string;
  /** Owning team and creating user (world.ts keys). */
  team: string;
  by: string;
  name: string;
  displayName: string;
  description: string;
  details: string;
  type: 'core' | 'industry' | 'workflow' | 'custom';
  visibility: 'PRIVATE' | 'PUBLIC';
  status: 'published' | 'unpublished';
  /** Product display names, in catalog order. */
  products: string[];
  /** Invitations: a team key or an e-mail address; accepted ones name the team they were accepted for. */
  invitations?: Array<{ team?: string; email?: string; acceptedFor?: string; acceptedBy?: string }>;
}

const provider = { team: 'platform', by: 'staff', visibility: 'PUBLIC', status: 'published' } as const;

export const DEMO_CATALOGS: DemoCatalog[] = [
  {
    ...provider,
    key: 'core',
    name: 'Core APIs',
    displayName: 'Core Platform APIs',
    description: 'The platform services every integration starts with.',
    details: '# Core Platform APIs\n\nTelematics, positioning and notifications: the building blocks of every project.',
    type: 'core',
    products: ['Fleet Telematics API', 'Geospatial Positioning API', 'Notifications API', 'Shipment Tracking API'],
  },
  {
    ...provider,
    key: 'industry',
    name: 'Construct',
    displayName: 'Construction Industry',
    description: 'Planning, pricing and documents for construction sites.',
    details: '# Construction Industry\n\nEverything a site needs, from the schedule to the weather.',
    type: 'industry',
    products: ['Project Scheduling API', 'Materials Pricing API', 'Site Documents API', 'Weather Conditions API'],
  },
  ...DEMO_INDUSTRY_CATALOGS,
  {
    ...provider,
    key: 'workflow',
    name: 'Logistics',
    displayName: 'Logistics Workflow',
    description: 'Follow shipments and work orders from request to delivery.',
    details: '# Logistics Workflow\n\n1. Track the shipment.\n2. React to its events.\n3. Close the work order.',
    type: 'workflow',
    products: ['Shipment Events', 'Work Orders API', 'Work Order Status Events'],
  },
  {
    key: 'acmeFieldKit',
    team: 'acmeIntegrations',
    by: 'teamAdmin',
    name: 'Field Kit',
    displayName: 'Acme Field Kit',
    description: 'What Acme crews use in the field, in the order they use it.',
    details: '## Acme Field Kit\n\nStart with **telematics**, follow the shipments, then notify the crews.',
    type: 'custom',
    visibility: 'PRIVATE',
    status: 'published',
    // Public products only: Acme Mobile's accepted access must not reveal Acme's private API (the product tests
    // keep Acme Mobile an outsider to it); sharing a private product through a catalog is shown by the tests.
    products: ['Fleet Telematics API', 'Shipment Tracking API', 'Notifications API'],
    invitations: [
      { team: 'acmeMobile', acceptedFor: 'acmeMobile', acceptedBy: 'teamAdmin' },
      { email: 'globex.admin@example.com' },
    ],
  },
  {
    key: 'acmeDrafts',
    team: 'acmeIntegrations',
    by: 'teamAdmin',
    name: 'Drafts',
    displayName: 'Drafts',
    description: 'A catalog in the making.',
    details: '',
    type: 'custom',
    visibility: 'PRIVATE',
    status: 'unpublished',
    products: [],
  },
];
