/**
 * The status probe (spec 1 section 4.7): the overall indicator from the components' health and the operator's
 * maintenance switch; every change of a component's state is recorded for the history page. The computed status is
 * cached briefly so a burst of polls runs the checks once.
 */
import type pg from 'pg';
import type { Logger } from 'pino';
import {
  CONSOLE_NAME,
  STATUS_DESCRIPTIONS,
  type Maintenance,
  type SetMaintenanceBody,
  type StatusIndicator,
  type StatusResponse,
} from '@dc/contracts';
import { forbidden } from '../../platform/errors.js';
import type { AuthorizationService } from '../authorization/authorization.service.js';
import { withTimeout, type StatusComponentCheck } from './status.checks.js';
import { readMaintenance, recentHistory, writeMaintenance, type MaintenanceRow } from './status.repository.js';
import { createStatusRecorder } from './status.recorder.js';

export const STATUS_CACHE_MS = 5000;
export const CHECK_TIMEOUT_MS = 2000;
export const MAINTENANCE_COMPONENT = 'maintenance';

export interface StatusServiceOptions {
  pool: pg.Pool;
  log: Logger;
  publicUrl: string;
  authz: AuthorizationService;
  checks: StatusComponentCheck[];
}

const toMaintenance = (m: MaintenanceRow): Maintenance => ({
  active: m.active,
  message: m.message,
  updatedAt: m.updatedAt ? m.updatedAt.toISOString() : null,
});

export function createStatusService(opts: StatusServiceOptions) {
  const checks = [...opts.checks];
  const recorder = createStatusRecorder(opts.pool, opts.log);
  let lastMaintenance: MaintenanceRow = { active: false, message: null, updatedAt: null };
  let cached: { at: number; value: Promise<StatusResponse> } | undefined;

  async function maintenance(): Promise<MaintenanceRow> {
    // Without the database the last known switch holds.
    lastMaintenance = await readMaintenance(opts.pool).catch(() => lastMaintenance);
    return lastMaintenance;
  }

  async function compute(): Promise<StatusResponse> {
    const [results, m] = await Promise.all([
      Promise.all(checks.map(async (c) => ({ c, up: await withTimeout(c.check, CHECK_TIMEOUT_MS) }))),
      maintenance(),
    ]);
    await recorder.observe(results.map(({ c, up }) => ({ component: c.name, state: up ? 'up' : 'down' })));
    const indicator: StatusIndicator = m.active
      ? 'maintenance'
      : results.some((r) => !r.up && r.c.critical)
        ? 'major'
        : results.some((r) => !r.up)
          ? 'minor'
          : 'none';
    return {
      page: {
        id: 'developer-console',
        name: CONSOLE_NAME,
        url: `${opts.publicUrl}/status`,
        updated_at: new Date().toISOString(),
      },
      status: { indicator, description: STATUS_DESCRIPTIONS[indicator] },
      components: results.map(({ c, up }) => ({
        name: c.name,
        status: m.active ? 'under_maintenance' : up ? 'operational' : 'major_outage',
      })),
    };
  }

  return {
    /** Adds a component check (e.g. MQTT from its module). */
    register(check: StatusComponentCheck) {
      checks.push(check);
      cached = undefined;
    },
    current(): Promise<StatusResponse> {
      if (!cached || Date.now() - cached.at > STATUS_CACHE_MS) cached = { at: Date.now(), value: compute() };
      return cached.value;
    },
    /** Drops the cached status (after a maintenance change; tests). */
    invalidate() {
      cached = undefined;
    },
    maintenance: async () => toMaintenance(await maintenance()),
    async setMaintenance(callerId: string, body: SetMaintenanceBody): Promise<Maintenance> {
      if (!(await opts.authz.isStatusOperator(callerId))) {
        throw forbidden('Only internal staff operators may switch maintenance.');
      }
      const message = body.message?.trim() || null;
      const row = await writeMaintenance(opts.pool, { active: body.active, message, userId: callerId });
      lastMaintenance = row;
      await recorder.observe([{ component: MAINTENANCE_COMPONENT, state: row.active ? 'on' : 'off', message }]);
      cached = undefined;
      return toMaintenance(row);
    },
    history: (limit = 50) => recentHistory(opts.pool, limit),
  };
}
export type StatusService = ReturnType<typeof createStatusService>;
