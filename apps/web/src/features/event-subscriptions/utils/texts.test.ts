/** The English texts users see are the spec's, as the contracts quote them (spec 2 sections 2.9, 4, 5, 7, 8). */
import i18n from '../../../shared/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { APIM_TEXTS, EVENT_SUBSCRIPTION_TEXTS as T, SUBSCRIPTION_TEXTS, type EventSubscription } from '@dc/contracts';
import en from '../../../../public/locales/event-subscriptions/en.json';

const t = (key: string, values?: Record<string, string>) => i18n.t(key, { ns: 'event-subscriptions', ...values });

describe('event subscription texts', () => {
  beforeAll(() => {
    i18n.addResourceBundle('en', 'event-subscriptions', en);
  });

  it.each([
    ['wizard.exists', T.exists],
    ['wizard.selectVersion', T.selectVersion],
    ['wizard.selectEnvironment', T.selectEnvironment],
    ['wizard.selectProtocol', T.selectProtocol],
    ['messages.updated', T.updated],
    ['messages.deleted', T.deleted],
    ['list.empty', SUBSCRIPTION_TEXTS.noEventSubscriptions],
    ['subscribe.notAuthorized', APIM_TEXTS.notAuthorizedToSubscribe],
  ])('%s is %j', (key, text) => {
    expect(t(key)).toBe(text);
  });

  it('fills the toasts and the delete confirmation as the spec words them', () => {
    expect(t('messages.subscribed', { eventName: 'Shipment Events' })).toBe(T.subscribed('Shipment Events'));
    expect(t('messages.createFailed', { error: 'Oops.' })).toBe(T.createFailed('Oops.'));
    expect(t('messages.updateFailed', { error: 'Oops.' })).toBe(T.updateFailed('Oops.'));
    expect(t('delete.text', { name: 'Shipment Events' })).toBe(T.confirmDelete('Shipment Events'));
  });

  it('names both protocols and every delivery outcome', () => {
    const outcomes: Array<EventSubscription['protocol']> = ['https', 'wss'];
    expect(outcomes.map((p) => t(`protocols.${p}`))).toEqual(['HTTPS (webhook)', 'WSS (WebSocket)']);
    expect(Object.keys(en.deliveries.outcomes).sort()).toEqual(['delivered', 'failed', 'no-connection', 'retrying']);
  });
});
