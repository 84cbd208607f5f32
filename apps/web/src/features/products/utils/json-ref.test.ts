import { describe, expect, it } from 'vitest';
import { dereference } from './json-ref';

describe('dereference', () => {
  it('replaces local references and keeps shared objects shared', () => {
    const doc = {
      a: { $ref: '#/components/schemas/Thing' },
      b: { $ref: '#/components/schemas/Thing' },
      components: { schemas: { Thing: { type: 'string' }, 'a/b': { type: 'number' } } },
      c: { $ref: '#/components/schemas/a~1b' },
    };
    const out = dereference(doc);
    expect(out.a).toEqual({ type: 'string' });
    expect(out.a).toBe(out.b);
    expect(out.a).toBe(out.components.schemas.Thing);
    expect(out.c).toEqual({ type: 'number' });
    expect(doc.a).toEqual({ $ref: '#/components/schemas/Thing' });
  });

  it('turns reference cycles into object cycles and leaves broken references', () => {
    const doc = {
      node: { type: 'object', properties: { child: { $ref: '#/node' } } },
      self: { $ref: '#/self' },
      missing: { $ref: '#/nowhere' },
    };
    const out = dereference(doc) as unknown as {
      node: { properties: { child: unknown } };
      self: unknown;
      missing: unknown;
    };
    expect(out.node.properties.child).toBe(out.node);
    expect(out.self).toEqual({ $ref: '#/self' });
    expect(out.missing).toEqual({ $ref: '#/nowhere' });
  });
});
