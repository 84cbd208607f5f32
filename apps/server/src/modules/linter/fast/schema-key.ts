/**
 * A schema's content as text, for caches of answers that depend on the content alone. JSON.stringify alone would
 * write Infinity, NaN and null alike (YAML reads .inf and .nan), drop members whose value is undefined and throw on a
 * BigInt (YAML's big integers): those are written as marked strings, and a string that starts with the mark gets a
 * second one, so no two contents share a text. Throws on a cycle, as JSON.stringify does.
 */
const MARK = '\u0000';

function marked(_key: string, value: unknown): unknown {
  switch (typeof value) {
    case 'number':
      return Number.isFinite(value) ? value : `${MARK}${value}`;
    case 'bigint':
      return `${MARK}${value}n`;
    case 'undefined':
      return `${MARK}undefined`;
    case 'string':
      return value.startsWith(MARK) ? MARK + value : value;
    default:
      return value;
  }
}

export const schemaKey = (schema: object): string => JSON.stringify(schema, marked);
