/**
 * Device events of the IoT manager (spec 1 sections 2.9, 3, 7.2): /events (current type), /messages (region type),
 * /legacy/events. Newest first, 'Load more' with the returned nextBookmark (sent back as nextBookMark).
 */
import { z } from 'zod';
import { IOT_PAGE_SIZE } from './iot.js';

/** Time-period choices of the Events tab (spec 1 section 5) in milliseconds; default 1h. */
export const IOT_EVENT_PERIODS = {
  '5m': 5 * 60_000,
  '10m': 10 * 60_000,
  '15m': 15 * 60_000,
  '30m': 30 * 60_000,
  '1h': 60 * 60_000,
  '12h': 12 * 60 * 60_000,
} as const;
export const IOT_DEFAULT_EVENT_PERIOD = '1h';

const UTC_TEXT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** UTC date text with millisecond precision (ISO 8601; without a zone it is read as UTC). */
export const utcDateParam = z
  .string()
  .regex(UTC_TEXT, 'expected a UTC date like 2026-11-21T10:15:30.000Z')
  .transform((s, ctx) => {
    const withZone = /(Z|[+-]\d{2}:?\d{2})$/.test(s) ? s : `${s}Z`;
    const d = new Date(withZone.replace(' ', 'T'));
    if (Number.isNaN(d.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'not a valid date' });
      return z.NEVER;
    }
    return d;
  });

const window = {
  startDateUtc: utcDateParam.optional(),
  endDateUtc: utcDateParam.optional(),
  nextBookMark: z.string().min(1).max(1000).optional(),
  pageSize: z.coerce.number().int().min(1).max(500).default(IOT_PAGE_SIZE),
};
const name = z.string().min(1).max(200);

export const getIotEventsQuery = z.object({
  clientId: name,
  /** An MQTT topic filter (+ and # allowed); one that does not start with the device's topic is read relative to it. */
  topic: z.string().min(1).max(500).optional(),
  ...window,
});
export const getIotMessagesQuery = z.object({ clientId: name, ...window });
export const getLegacyIotEventsQuery = z.object({
  /** The device's serial number. */
  deviceName: name,
  region: name.optional(),
  port: z.coerce.number().int().min(0).max(65535).optional(),
  messageName: name.optional(),
  ...window,
});

/** payload: the JSON value when the message is JSON, else its UTF-8 text, else base64 of its bytes. */
const payload = {
  payload: z.unknown(),
  payloadEncoding: z.enum(['json', 'text', 'base64']),
  topic: z.string(),
  receivedUtc: z.string(),
};

export const iotEventSchema = z.object({ traceId: z.string().uuid(), clientId: z.string(), ...payload });
export type IotEvent = z.infer<typeof iotEventSchema>;

export const iotMessageSchema = z.object({ id: z.string().uuid(), clientId: z.string(), ...payload });
export type IotMessage = z.infer<typeof iotMessageSchema>;

export const legacyIotEventSchema = z.object({
  id: z.string().uuid(),
  deviceName: z.string(),
  messageName: z.string().nullable(),
  port: z.number().int().nullable(),
  region: z.string(),
  ...payload,
});
export type LegacyIotEvent = z.infer<typeof legacyIotEventSchema>;

const page = <T extends z.ZodType>(item: T) => z.object({ resultSet: z.array(item), nextBookmark: z.string() });
export const iotEventPageSchema = page(iotEventSchema);
export const iotMessagePageSchema = page(iotMessageSchema);
export const legacyIotEventPageSchema = page(legacyIotEventSchema);
