/**
 * What the publisher prefills from a document (its info object): title, the first paragraph of the description,
 * version and tags; and which kind of product it makes (OpenAPI: api, AsyncAPI: event), by the same version rules
 * as the server.
 */
import type { ProductType } from '@dc/contracts';

export interface SpecInfo {
  kind: ProductType;
  /** e.g. 'OpenAPI 3.0.3', 'AsyncAPI 2.6.0'. */
  format: string;
  title: string;
  description: string;
  version: string;
  tags: string[];
}

const MAX_TAGS = 10;
const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

function kindOf(doc: Record<string, unknown>): { kind: ProductType; format: string } | null {
  const swagger = str(doc.swagger);
  const openapi = str(doc.openapi);
  const asyncapi = str(doc.asyncapi);
  if (swagger === '2.0') return { kind: 'api', format: `Swagger ${swagger}` };
  if (/^3\.[01](\.\d+)?$/.test(openapi)) return { kind: 'api', format: `OpenAPI ${openapi}` };
  if (/^(2\.\d+|3\.0)(\.\d+)?$/.test(asyncapi)) return { kind: 'event', format: `AsyncAPI ${asyncapi}` };
  return null;
}

/** Tag names of info.tags (AsyncAPI 3) or the top-level tags (OpenAPI, AsyncAPI 2), as the form takes them. */
function tagsOf(doc: Record<string, unknown>): string[] {
  const list = Array.isArray(obj(doc.info).tags) ? obj(doc.info).tags : doc.tags;
  if (!Array.isArray(list)) return [];
  const names = list.map((t) => str(obj(t).name)).filter((n) => n.length > 0 && n.length <= 40);
  return [...new Set(names)].slice(0, MAX_TAGS);
}

export const firstParagraph = (text: string, max = 2000) =>
  text
    .trim()
    .split(/\n\s*\n/)[0]
    .replace(/\s+/g, ' ')
    .slice(0, max);

/** null: neither an OpenAPI (2.0, 3.0, 3.1) nor an AsyncAPI (2.x, 3.0) document. */
export function specInfoOf(data: unknown): SpecInfo | null {
  const doc = obj(data);
  const kind = kindOf(doc);
  if (!kind) return null;
  const info = obj(doc.info);
  return {
    ...kind,
    title: str(info.title).slice(0, 100),
    description: firstParagraph(str(info.description)),
    version: str(info.version),
    tags: tagsOf(doc),
  };
}
