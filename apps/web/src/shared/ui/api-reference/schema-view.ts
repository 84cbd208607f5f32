/** What a JSON schema (a payload, body, parameter or headers) shows: its type, properties and an example value. */
import { schemaProperties, schemaRefName, type JsonObject as Json } from '@dc/contracts';

const obj = (v: unknown): Json => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {});

/** 'string (date-time)', 'array of object', 'integer | null', or 'any'. */
export function schemaType(schema: Json): string {
  const ref = schemaRefName(schema.$ref);
  if (ref) return ref;
  const type = Array.isArray(schema.type)
    ? schema.type.join(' | ')
    : typeof schema.type === 'string'
      ? schema.type
      : '';
  if (type === 'array') return `array of ${schemaType(obj(schema.items))}`;
  if (!type && (schema.properties || schema.allOf)) return 'object';
  if (!type && schema.oneOf) return 'one of';
  if (!type && schema.anyOf) return 'any of';
  const base = type || 'any';
  return typeof schema.format === 'string' ? `${base} (${schema.format})` : base;
}

/** The schema whose properties nest below a row: an object's own, or an array's items. */
export const nestedSchema = (schema: Json): Json | undefined => {
  const inner = schema.type === 'array' ? obj(schema.items) : schema;
  return schemaProperties(inner).length > 0 ? inner : undefined;
};
