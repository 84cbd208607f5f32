/**
 * The Publish test event form (beyond the spec) to the publish body: type, subject and id become the event's
 * attributes (what filters match on), the JSON data its payload.
 */
import { EVENT_PAYLOAD_MAX_BYTES, type PublishEventBody } from '@dc/contracts';

export interface PublishForm {
  eventId: string;
  type: string;
  subject: string;
  id: string;
  data: string;
}

export type PublishProblem = 'target' | 'type' | 'json' | 'tooLarge';
export type PublishRequest =
  { ok: true; eventId: string; body: PublishEventBody } | { ok: false; problem: PublishProblem };

export function toPublishRequest(form: PublishForm): PublishRequest {
  if (!form.eventId) return { ok: false, problem: 'target' };
  if (!form.type.trim()) return { ok: false, problem: 'type' };
  if (new TextEncoder().encode(form.data).length > EVENT_PAYLOAD_MAX_BYTES) return { ok: false, problem: 'tooLarge' };
  let payload: unknown = null;
  if (form.data.trim()) {
    try {
      payload = JSON.parse(form.data);
    } catch {
      return { ok: false, problem: 'json' };
    }
  }
  const attributes: Record<string, string> = { type: form.type.trim() };
  if (form.subject.trim()) attributes.subject = form.subject.trim();
  if (form.id.trim()) attributes.id = form.id.trim();
  return { ok: true, eventId: form.eventId, body: { attributes, payload } };
}
