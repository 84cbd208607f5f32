/**
 * The topic scheme (contracts IOT_TOPICS): groups/<groupId>/devices/<serialNumber>/<suffix> for the current and region
 * types, dsn/<groupId>/<serialNumber>/<port>/<messageName> for legacy groups. A device publishes under its own topic
 * base only, and subscribes inside its group's space only.
 */
import type { IotResourceType } from '@dc/contracts';

export const deviceTopicBase = (kind: IotResourceType | string, groupId: string, serialNumber: string) =>
  kind === 'legacy' ? `dsn/${groupId}/${serialNumber}` : `groups/${groupId}/devices/${serialNumber}`;

export const groupTopicSpace = (kind: IotResourceType | string, groupId: string) =>
  kind === 'legacy' ? `dsn/${groupId}/#` : `groups/${groupId}/#`;

export interface DeviceTopic {
  groupId: string;
  serialNumber: string;
  legacy: boolean;
  base: string;
  /** Levels after the device's base. */
  suffix: string[];
}

/** The device a topic belongs to, or null for a topic outside every device's space. */
export function parseDeviceTopic(topic: string): DeviceTopic | null {
  const p = topic.split('/');
  if (p[0] === 'groups' && p[2] === 'devices' && p.length >= 4 && p[1] && p[3]) {
    return { groupId: p[1], serialNumber: p[3], legacy: false, base: p.slice(0, 4).join('/'), suffix: p.slice(4) };
  }
  if (p[0] === 'dsn' && p.length >= 3 && p[1] && p[2]) {
    return { groupId: p[1], serialNumber: p[2], legacy: true, base: p.slice(0, 3).join('/'), suffix: p.slice(3) };
  }
  return null;
}

export const isUnderBase = (topic: string, base: string) => topic === base || topic.startsWith(`${base}/`);

/** A subscription filter is allowed when its first two levels are literally the group's prefix and id. */
export function isInGroupSpace(filter: string, kind: IotResourceType | string, groupId: string): boolean {
  const [prefix, group] = filter.split('/');
  return prefix === (kind === 'legacy' ? 'dsn' : 'groups') && group === groupId;
}

/** Legacy suffix <port>/<messageName>; a first level that is not a port is all message name. */
export function legacyMessageFields(suffix: string[]): { port: number | null; messageName: string | null } {
  if (suffix.length >= 2 && /^\d{1,5}$/.test(suffix[0])) {
    return { port: Number(suffix[0]), messageName: suffix.slice(1).join('/') };
  }
  return { port: null, messageName: suffix.length ? suffix.join('/') : null };
}

/** A connection report on an external broker: <base>/status with payload online or offline. */
export function statusReport(suffix: string[], payload: Buffer): 'online' | 'offline' | null {
  if (suffix.length !== 1 || suffix[0] !== 'status') return null;
  const text = payload.toString('utf8').trim().toLowerCase();
  const state = text.startsWith('{') ? (safeJson(text) as { state?: string } | null)?.state : text;
  return state === 'online' || state === 'offline' ? state : null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** An MQTT topic filter as a PostgreSQL regular expression (+ one level, # the rest, including the parent). */
export function topicFilterRegex(filter: string): string {
  const levels = filter.split('/');
  const out: string[] = [];
  for (let i = 0; i < levels.length; i++) {
    const l = levels[i];
    if (l === '#' && i === levels.length - 1) return `^${out.join('/')}${out.length ? '(/.*)?' : '.*'}$`;
    out.push(l === '+' ? '[^/]*' : l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  }
  return `^${out.join('/')}$`;
}

export const hasWildcard = (filter: string) => filter.split('/').some((l) => l === '+' || l === '#');
