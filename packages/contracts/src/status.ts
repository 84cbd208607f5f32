/**
 * Service status probe (spec 1 sections 3, 4.7, 7.1): GET /v2/status.json, no authorization, polled every 120 s.
 * The console shows status.indicator and status.description and links to page.url (the status history page).
 */
import { z } from 'zod';

export const STATUS_DESCRIPTIONS = {
  none: 'All Systems Operational',
  minor: 'Partially Degraded Service',
  major: 'Major Outage',
  maintenance: 'Under Maintenance',
} as const;
export type StatusIndicator = keyof typeof STATUS_DESCRIPTIONS;
export const STATUS_INDICATORS = Object.keys(STATUS_DESCRIPTIONS) as StatusIndicator[];

/** Health of one part of the server (database, queue, mail, later MQTT). */
export const COMPONENT_STATES = { up: 'up', down: 'down' } as const;
export type ComponentState = (typeof COMPONENT_STATES)[keyof typeof COMPONENT_STATES];

export const statusComponentSchema = z.object({
  name: z.string(),
  status: z.enum(['operational', 'major_outage', 'under_maintenance']),
});

export const statusResponseSchema = z.object({
  page: z.object({
    id: z.string(),
    name: z.string(),
    /** The status history page. */
    url: z.string().url(),
    /** ISO 8601 time the status was computed. */
    updated_at: z.string(),
  }),
  status: z.object({
    indicator: z.enum(STATUS_INDICATORS as [StatusIndicator, ...StatusIndicator[]]),
    description: z.enum(Object.values(STATUS_DESCRIPTIONS) as [string, ...string[]]),
  }),
  components: z.array(statusComponentSchema),
});
export type StatusResponse = z.infer<typeof statusResponseSchema>;

/** PUT /api/core/status/maintenance (internal staff operators only) -> Maintenance. */
export const setMaintenanceBody = z
  .object({
    active: z.boolean(),
    message: z.string().trim().max(500).optional(),
  })
  .strict();
export type SetMaintenanceBody = z.input<typeof setMaintenanceBody>;

export const maintenanceSchema = z.object({
  active: z.boolean(),
  message: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type Maintenance = z.infer<typeof maintenanceSchema>;

/** GET /healthz: the process answers. */
export const livenessSchema = z.object({ status: z.literal('ok') });
/** GET /readyz: 200 when the database answers, else 503 with the same shape. */
export const readinessSchema = z.object({ status: z.literal('ready'), database: z.literal('up') });
export const notReadySchema = z.object({ status: z.literal('not ready'), database: z.literal('down') });
