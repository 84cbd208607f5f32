/**
 * More industry catalogs of the provider: with Construction Industry they fill the gallery's industry tab past one
 * page (CATALOG_PAGE_SIZE, 11 cards), so its pager has a second page. Public products only.
 */
import type { DemoCatalog } from './catalogs-world.js';

const industry = (
  key: string,
  name: string,
  displayName: string,
  description: string,
  products: string[],
): DemoCatalog => ({
  key,
  team: 'platform',
  by: 'staff',
  visibility: 'PUBLIC',
  status: 'published',
  type: 'industry',
  name,
  displayName,
  description,
  details: `# ${displayName}\n\n${description}`,
  products,
});

const FLEET = 'Fleet Telematics API';
const GNSS = 'Geospatial Positioning API';
const WEATHER = 'Weather Conditions API';
const SHIP = 'Shipment Tracking API';
const NOTIFY = 'Notifications API';
const PLAN = 'Project Scheduling API';

export const DEMO_INDUSTRY_CATALOGS: DemoCatalog[] = [
  industry('mining', 'Mining', 'Mining Operations', 'Haul trucks, survey and shift plans of open-pit mines.', [
    FLEET,
    GNSS,
    PLAN,
  ]),
  industry('agri', 'Agri', 'Agriculture', 'Field machinery, weather windows and harvest logistics.', [
    FLEET,
    WEATHER,
    SHIP,
  ]),
  industry('utilities', 'Utilities', 'Water and Utilities', 'Crews and assets of water, gas and power networks.', [
    FLEET,
    NOTIFY,
    GNSS,
  ]),
  industry('rail', 'Rail', 'Rail Infrastructure', 'Track possessions, machines and material trains.', [PLAN, SHIP]),
  industry('ports', 'Ports', 'Ports and Terminals', 'Container moves from quay to gate.', [SHIP, NOTIFY]),
  industry('energy', 'Energy', 'Renewable Energy', 'Wind and solar sites from survey to service.', [
    GNSS,
    WEATHER,
    PLAN,
  ]),
  industry('roads', 'Roads', 'Road Maintenance', 'Gritting, patching and the fleets that do it.', [FLEET, WEATHER]),
  industry('forestry', 'Forestry', 'Forestry', 'Harvesters, timber transport and fire-weather warnings.', [
    FLEET,
    WEATHER,
    SHIP,
  ]),
  industry('surveying', 'Surveying', 'Land Surveying', 'Positioning and site plans for survey crews.', [GNSS, PLAN]),
  industry('demolition', 'Demolition', 'Demolition and Recycling', 'Crews, permits and material flows.', [
    PLAN,
    SHIP,
    NOTIFY,
  ]),
  industry('telecom', 'Telecom', 'Telecom Networks', 'Field engineers and equipment of network roll-outs.', [
    FLEET,
    NOTIFY,
  ]),
];
