/** apps/server/src/modules/status: health, metrics, the public status page and the maintenance notice (core). */
import { setMaintenanceBody } from '../status.js';
import { moduleRoutes } from './types.js';

export const STATUS_HTTP_ROUTES = moduleRoutes('status', '', {
  healthz: { method: 'GET', path: '/healthz' },
  readyz: { method: 'GET', path: '/readyz' },
  metrics: { method: 'GET', path: '/metrics' },
  statusJson: { method: 'GET', path: '/v2/status.json' },
  page: { method: 'GET', path: '/status' },
  css: { method: 'GET', path: '/status/status.css' },
  maintenance: { method: 'GET', path: '/api/core/status/maintenance' },
  setMaintenance: { method: 'PUT', path: '/api/core/status/maintenance', body: setMaintenanceBody },
});
