/**
 * The part of js-yaml 4 the publisher uses. js-yaml comes with the spec viewers this app already depends on
 * (swagger-ui-react, @asyncapi/react-component) and ships no types of its own.
 */
declare module 'js-yaml' {
  export interface Mark {
    /** 0-based. */
    line: number;
    column: number;
  }
  export class YAMLException extends Error {
    reason: string;
    mark?: Mark;
  }
  export const CORE_SCHEMA: unknown;
  export function load(text: string, options?: { schema?: unknown; filename?: string }): unknown;
}
