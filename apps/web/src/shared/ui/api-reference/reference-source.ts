/**
 * Where a reference's parts come from: the server's prepared parts of a product version, or a plain document (a
 * URL such as the platform's /api/openapi.json, or an object) taken apart in the browser by the same code.
 */
import {
  prepareReference,
  type JsonObject,
  type PreparedReference,
  type ReferenceIndex,
  type ReferenceOperation,
} from '@dc/contracts';

export interface ReferenceSource {
  /** Identifies the source in query keys. */
  key: string;
  index(): Promise<ReferenceIndex>;
  operation(index: number): Promise<ReferenceOperation>;
  schema(name: string): Promise<JsonObject>;
}

const missing = (what: string) => new Error(`${what} is not in this document.`);

/** A plain OpenAPI document (or a promise of one), prepared once when first read. */
export function documentSource(key: string, load: () => Promise<JsonObject> | JsonObject): ReferenceSource {
  let prepared: Promise<PreparedReference> | undefined;
  const parts = () => (prepared ??= Promise.resolve(load()).then(prepareReference));
  return {
    key,
    index: async () => (await parts()).index,
    async operation(index) {
      const op = (await parts()).operations[index];
      if (!op) throw missing(`Operation ${index}`);
      return op;
    },
    async schema(name) {
      const s = (await parts()).schemas.get(name);
      if (!s) throw missing(`Schema ${name}`);
      return s;
    },
  };
}

/** A document at a URL of the console's own origin, fetched as JSON. */
export const urlSource = (url: string, init?: RequestInit): ReferenceSource =>
  documentSource(`url:${url}`, async () => {
    const res = await fetch(url, init);
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    return (await res.json()) as JsonObject;
  });
