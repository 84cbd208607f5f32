/** What the console shows of a version without opening its document: title, description, operations, channels. */
import type { SpecFormat } from './spec-document.js';

export interface SpecSummary {
  title: string;
  version: string;
  description: string;
  /** The openapi, swagger or asyncapi field. */
  specVersion: string;
  /** OpenAPI: how many operations (path + method). */
  operations: number;
  /** AsyncAPI: channel names (v3: their addresses when given). */
  channels: string[];
  /** AsyncAPI: the servers' protocols; OpenAPI: the URL schemes of its servers. */
  protocols: string[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

function countOperations(paths: Record<string, unknown>): number {
  return Object.values(paths).reduce<number>((n, item) => n + METHODS.filter((m) => m in obj(item)).length, 0);
}

export function summarize(format: SpecFormat, data: Record<string, unknown>): SpecSummary {
  const info = obj(data.info);
  const base = {
    title: str(info.title),
    version: str(info.version),
    description: str(info.description),
    specVersion: str(data.openapi ?? data.swagger ?? data.asyncapi),
  };
  const serverValues = Object.values(Array.isArray(data.servers) ? data.servers : obj(data.servers)).map(obj);
  if (format.startsWith('openapi')) {
    const schemes =
      format === 'openapi-2.0'
        ? ((data.schemes as unknown[]) ?? []).map(str)
        : serverValues.map((s) => /^([a-z]+):/i.exec(str(s.url))?.[1]?.toLowerCase() ?? '').filter(Boolean);
    return { ...base, operations: countOperations(obj(data.paths)), channels: [], protocols: [...new Set(schemes)] };
  }
  const channels = Object.entries(obj(data.channels)).map(([name, c]) =>
    format === 'asyncapi-3' && str(obj(c).address) ? str(obj(c).address) : name,
  );
  const protocols = [...new Set(serverValues.map((s) => str(s.protocol).toLowerCase()).filter(Boolean))];
  return { ...base, operations: 0, channels, protocols };
}

/** The first paragraph of a description, for a product's short description. */
export const firstParagraph = (text: string, max = 2000) =>
  text
    .trim()
    .split(/\n\s*\n/)[0]
    .replace(/\s+/g, ' ')
    .slice(0, max);
