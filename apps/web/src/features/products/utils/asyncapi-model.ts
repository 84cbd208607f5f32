/**
 * An AsyncAPI 2.x or 3.0 document as what the reference shows: info, servers, and operations with their channel
 * address and messages. Read from the dereferenced document (json-ref), so nothing is evaluated.
 */
import { dereference, type Json } from './json-ref';

export interface AsyncServer {
  name: string;
  url: string;
  protocol: string;
  description?: string;
}

export interface AsyncMessage {
  id: string;
  name: string;
  title?: string;
  summary?: string;
  description?: string;
  contentType?: string;
  payload?: Json;
  headers?: Json;
  examples: unknown[];
}

export type AsyncAction = 'send' | 'receive' | 'publish' | 'subscribe';

export interface AsyncOperation {
  id: string;
  action: AsyncAction;
  address: string;
  summary?: string;
  description?: string;
  messages: AsyncMessage[];
}

export interface AsyncApiModel {
  asyncapi: string;
  title: string;
  version: string;
  description?: string;
  servers: AsyncServer[];
  operations: AsyncOperation[];
}

const obj = (v: unknown): Json => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {});
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.length > 0 ? v : undefined);
const entries = (v: unknown) => Object.entries(obj(v)).filter(([k]) => !k.startsWith('x-'));

function toMessage(raw: unknown, id: string, defaultContentType?: string): AsyncMessage {
  const m = obj(raw);
  const examples = Array.isArray(m.examples)
    ? m.examples.map((e) => obj(e).payload).filter((p) => p !== undefined)
    : [];
  return {
    id,
    name: str(m.name) ?? str(m.title) ?? id,
    title: str(m.title),
    summary: str(m.summary),
    description: str(m.description),
    contentType: str(m.contentType) ?? defaultContentType,
    payload: m.payload === undefined ? undefined : obj(m.payload),
    headers: m.headers === undefined ? undefined : obj(m.headers),
    examples,
  };
}

function serversV2(doc: Json): AsyncServer[] {
  return entries(doc.servers).map(([name, s]) => ({
    name,
    url: str(obj(s).url) ?? '',
    protocol: str(obj(s).protocol) ?? '',
    description: str(obj(s).description),
  }));
}

function serversV3(doc: Json): AsyncServer[] {
  return entries(doc.servers).map(([name, raw]) => {
    const s = obj(raw);
    const protocol = str(s.protocol) ?? '';
    const host = str(s.host) ?? '';
    return {
      name,
      url: `${protocol ? `${protocol}://` : ''}${host}${str(s.pathname) ?? ''}`,
      protocol,
      description: str(s.description),
    };
  });
}

function operationsV2(doc: Json, contentType?: string): AsyncOperation[] {
  return entries(doc.channels).flatMap(([address, raw]) =>
    (['subscribe', 'publish'] as const)
      .filter((action) => obj(raw)[action] !== undefined)
      .map((action) => {
        const op = obj(obj(raw)[action]);
        const message = obj(op.message);
        const list = Array.isArray(message.oneOf) ? message.oneOf : op.message === undefined ? [] : [message];
        const id = str(op.operationId) ?? `${action} ${address}`;
        return {
          id,
          action,
          address,
          summary: str(op.summary),
          description: str(op.description) ?? str(obj(raw).description),
          messages: list.map((m, i) =>
            toMessage(m, str(obj(m)['x-parser-message-name']) ?? `${id}-message-${i + 1}`, contentType),
          ),
        };
      }),
  );
}

function operationsV3(doc: Json, contentType?: string): AsyncOperation[] {
  // Dereferencing keeps identity: an operation's channel is the very object under channels.
  const channelKeys = new Map<unknown, string>(entries(doc.channels).map(([k, c]) => [c, k]));
  const messageKeys = new Map<unknown, string>();
  for (const [key, m] of entries(obj(doc.components).messages)) messageKeys.set(m, key);
  for (const [, c] of entries(doc.channels)) for (const [key, m] of entries(obj(c).messages)) messageKeys.set(m, key);
  return entries(doc.operations).map(([id, raw]) => {
    const op = obj(raw);
    const channel = obj(op.channel);
    const listed = Array.isArray(op.messages) ? op.messages : Object.values(obj(channel.messages));
    const action = str(op.action) === 'send' ? 'send' : 'receive';
    return {
      id,
      action,
      address: str(channel.address) ?? channelKeys.get(op.channel) ?? '',
      summary: str(op.summary),
      description: str(op.description) ?? str(channel.description),
      messages: listed.map((m, i) => toMessage(m, messageKeys.get(m) ?? `${id}-message-${i + 1}`, contentType)),
    };
  });
}

export function toAsyncApiModel(raw: unknown): AsyncApiModel {
  const doc = dereference(obj(raw));
  const asyncapi = str(doc.asyncapi) ?? '';
  const info = obj(doc.info);
  const contentType = str(doc.defaultContentType);
  const v3 = asyncapi.startsWith('3.');
  return {
    asyncapi,
    title: str(info.title) ?? '',
    version: str(info.version) ?? '',
    description: str(info.description),
    servers: v3 ? serversV3(doc) : serversV2(doc),
    operations: v3 ? operationsV3(doc, contentType) : operationsV2(doc, contentType),
  };
}
