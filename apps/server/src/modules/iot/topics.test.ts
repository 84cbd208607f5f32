import { describe, expect, it } from 'vitest';
import { historyKey, historyTopic, HistoryRefused, resolveReceived } from './ingest/history.js';
import { decodePayload } from './payload.js';
import {
  deviceTopicBase,
  isInGroupSpace,
  isUnderBase,
  legacyMessageFields,
  parseDeviceTopic,
  statusReport,
  topicFilterRegex,
} from './topics.js';

describe('topic scheme', () => {
  it('builds and parses device topics of both schemes', () => {
    expect(deviceTopicBase('current', 'g1', 'SN-1')).toBe('groups/g1/devices/SN-1');
    expect(deviceTopicBase('legacy', 'g2', 'SN-2')).toBe('dsn/g2/SN-2');
    expect(parseDeviceTopic('groups/g1/devices/SN-1/telemetry/x')).toEqual({
      groupId: 'g1',
      serialNumber: 'SN-1',
      legacy: false,
      base: 'groups/g1/devices/SN-1',
      suffix: ['telemetry', 'x'],
    });
    expect(parseDeviceTopic('dsn/g2/SN-2/8883/heartbeat')).toMatchObject({
      legacy: true,
      suffix: ['8883', 'heartbeat'],
    });
    for (const t of ['groups/g1/things/SN', 'groups//devices/SN/t', 'other/x', 'dsn/g2'])
      expect(parseDeviceTopic(t)).toBeNull();
  });

  it('allows publishing under the own base and subscribing inside the group only', () => {
    expect(isUnderBase('groups/g/devices/A', 'groups/g/devices/A')).toBe(true);
    expect(isUnderBase('groups/g/devices/A/t', 'groups/g/devices/A')).toBe(true);
    expect(isUnderBase('groups/g/devices/AB/t', 'groups/g/devices/A')).toBe(false);
    expect(isInGroupSpace('groups/g/#', 'current', 'g')).toBe(true);
    expect(isInGroupSpace('groups/+/#', 'current', 'g')).toBe(false);
    expect(isInGroupSpace('#', 'current', 'g')).toBe(false);
    expect(isInGroupSpace('dsn/g/x', 'legacy', 'g')).toBe(true);
    expect(isInGroupSpace('groups/g/x', 'legacy', 'g')).toBe(false);
  });

  it('reads legacy message fields and status reports', () => {
    expect(legacyMessageFields(['8883', 'heartbeat'])).toEqual({ port: 8883, messageName: 'heartbeat' });
    expect(legacyMessageFields(['fault'])).toEqual({ port: null, messageName: 'fault' });
    expect(legacyMessageFields([])).toEqual({ port: null, messageName: null });
    expect(statusReport(['status'], Buffer.from('online'))).toBe('online');
    expect(statusReport(['status'], Buffer.from('{"state":"offline"}'))).toBe('offline');
    expect(statusReport(['status'], Buffer.from('maybe'))).toBeNull();
    expect(statusReport(['telemetry'], Buffer.from('online'))).toBeNull();
  });

  it('turns MQTT filters into anchored regular expressions', () => {
    const match = (filter: string, topic: string) => new RegExp(topicFilterRegex(filter)).test(topic);
    expect(match('a/+/c', 'a/b/c')).toBe(true);
    expect(match('a/+/c', 'a/b/x/c')).toBe(false);
    expect(match('a/#', 'a')).toBe(true);
    expect(match('a/#', 'a/b/c')).toBe(true);
    expect(match('a/#', 'ab')).toBe(false);
    expect(match('a.b/#', 'aXb/c')).toBe(false);
  });

  it('decodes payloads as JSON, text or base64', () => {
    expect(decodePayload(Buffer.from('{"a":1}'))).toEqual({ payload: { a: 1 }, payloadEncoding: 'json' });
    expect(decodePayload(Buffer.from('hello'))).toEqual({ payload: 'hello', payloadEncoding: 'text' });
    expect(decodePayload(Buffer.from([0xff, 0]))).toEqual({ payload: '/wA=', payloadEncoding: 'base64' });
  });
});

describe('history replay topics', () => {
  const key = historyKey(Buffer.alloc(32, 7));
  const base = 'groups/g/devices/A';
  const now = new Date();

  it('records a signed history message at its time and topic', () => {
    const at = new Date(now.getTime() - 86_400_000);
    const topic = historyTopic(key, base, at, 'telemetry');
    const t = parseDeviceTopic(topic)!;
    expect(resolveReceived(key, base, t.suffix, now)).toEqual({
      topic: `${base}/telemetry`,
      receivedAt: at,
      suffix: ['telemetry'],
    });
  });

  it('refuses a forged, altered, future or malformed history message', () => {
    const at = new Date(now.getTime() - 1000);
    const forged = parseDeviceTopic(historyTopic(historyKey(Buffer.alloc(32, 8)), base, at, 'telemetry'))!;
    expect(() => resolveReceived(key, base, forged.suffix, now)).toThrow(HistoryRefused);
    const altered = parseDeviceTopic(historyTopic(key, base, at, 'telemetry').replace(/telemetry$/, 'alerts'))!;
    expect(() => resolveReceived(key, base, altered.suffix, now)).toThrow(HistoryRefused);
    const future = parseDeviceTopic(historyTopic(key, base, new Date(now.getTime() + 60_000), 'telemetry'))!;
    expect(() => resolveReceived(key, base, future.suffix, now)).toThrow(HistoryRefused);
    expect(() => resolveReceived(key, base, ['$history', 'x'], now)).toThrow(HistoryRefused);
    expect(resolveReceived(key, base, ['telemetry'], now)).toEqual({
      topic: `${base}/telemetry`,
      receivedAt: now,
      suffix: ['telemetry'],
    });
  });
});
