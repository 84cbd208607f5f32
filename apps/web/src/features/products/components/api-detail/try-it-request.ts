/** The URL and example body of a Try it request: path parameters filled in, query parameters that have a value. */
import { sampleOf, type ReferenceOperation } from '@dc/contracts';

export function tryItUrl(base: string, op: ReferenceOperation, values: Record<string, string>): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[`path:${name}`] ?? ''));
  const query = new URLSearchParams();
  for (const p of op.parameters) {
    const v = values[`query:${p.name}`];
    if (p.in === 'query' && v) query.set(p.name, v);
  }
  const qs = query.toString();
  return `${base.replace(/\/$/, '')}${path}${qs ? `?${qs}` : ''}`;
}

/** The request body to start from: the document's example, else one made from the schema. */
export function exampleBody(op: ReferenceOperation): string {
  const media = op.requestBody?.content.find((m) => /json/i.test(m.mediaType));
  if (!media) return '';
  const value = media.example ?? (media.schema ? sampleOf(media.schema) : undefined);
  return value === undefined ? '' : JSON.stringify(value, null, 2);
}

/** The page may call its own origin only (CSP connect-src 'self'): other origins go through the relay. */
export const sameOrigin = (url: string) => {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
};
