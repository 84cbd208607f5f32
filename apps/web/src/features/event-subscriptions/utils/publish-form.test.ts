import { describe, expect, it } from 'vitest';
import { toPublishRequest, type PublishForm } from './publish-form';

const FORM: PublishForm = { eventId: 'trn:dc:event:x', type: ' order.created ', subject: '', id: '', data: '' };

describe('toPublishRequest', () => {
  it('makes attributes of type, subject and id, and a payload of the JSON data', () => {
    expect(toPublishRequest({ ...FORM, subject: 'orders/7', id: '1234', data: '{"total": 12}' })).toEqual({
      ok: true,
      eventId: 'trn:dc:event:x',
      body: { attributes: { type: 'order.created', subject: 'orders/7', id: '1234' }, payload: { total: 12 } },
    });
  });

  it('leaves out empty attributes and sends null without data', () => {
    expect(toPublishRequest(FORM)).toMatchObject({
      ok: true,
      body: { attributes: { type: 'order.created' }, payload: null },
    });
  });

  it.each([
    ['no target', { eventId: '' }, 'target'],
    ['no type', { type: '  ' }, 'type'],
    ['data that is not JSON', { data: '{total: 12}' }, 'json'],
    ['data over 256 KiB', { data: `"${'x'.repeat(256 * 1024)}"` }, 'tooLarge'],
  ])('refuses %s', (_, change, problem) => {
    expect(toPublishRequest({ ...FORM, ...change })).toEqual({ ok: false, problem });
  });
});
