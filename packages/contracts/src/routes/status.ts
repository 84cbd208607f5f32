/** apps/server/src/modules/status: health, metrics, the public status page and the maintenance notice (core). */
import {
  livenessSchema,
  maintenanceSchema,
  notReadySchema,
  readinessSchema,
  setMaintenanceBody,
  statusResponseSchema,
} from '../status.js';
import { moduleRoutes } from './types.js';

/** Status routes need no sign-in (DESIGN.md: scraped on loopback, read by the public status page). */
const open = { auth: 'none' } as const;
const html = { 200: { raw: 'text/html' } } as const;

export const STATUS_HTTP_ROUTES = moduleRoutes('status', '', {
  healthz: { method: 'GET', path: '/healthz', ...open, responses: { 200: livenessSchema } },
  /** 503 answers its own shape (not the error shape): probes read status and database either way. */
  readyz: { method: 'GET', path: '/readyz', ...open, responses: { 200: readinessSchema, 503: notReadySchema } },
  metrics: { method: 'GET', path: '/metrics', ...open, responses: { 200: { raw: 'text/plain' } } },
  statusJson: { method: 'GET', path: '/v2/status.json', ...open, responses: { 200: statusResponseSchema } },
  page: { method: 'GET', path: '/status', ...open, responses: html },
  css: { method: 'GET', path: '/status/status.css', ...open, responses: { 200: { raw: 'text/css' } } },
  maintenance: { method: 'GET', path: '/api/core/status/maintenance', responses: { 200: maintenanceSchema } },
  /** Internal staff operators only (403 for anyone else). */
  setMaintenance: {
    method: 'PUT',
    path: '/api/core/status/maintenance',
    body: setMaintenanceBody,
    errors: [403],
    responses: { 200: maintenanceSchema },
  },
});
