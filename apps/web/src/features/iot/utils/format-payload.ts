/**
 * The View Payload dialog shows the payload as JSON (spec 1 section 2.9). The service gives the JSON value of a JSON
 * message, else its text, else base64 of its bytes (contracts iot-events.ts); the latter two show as JSON strings.
 */
import type { IotEvent } from '@dc/contracts';

export function formatPayload(payload: unknown): string {
  if (payload === undefined) return 'null';
  return JSON.stringify(payload, null, 2);
}

/** Whether the dialog should say that the payload was not JSON (and how it is shown instead). */
export const payloadNote = (encoding: IotEvent['payloadEncoding']): 'text' | 'base64' | undefined =>
  encoding === 'json' ? undefined : encoding;
