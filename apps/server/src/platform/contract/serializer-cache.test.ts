import { describe, expect, it } from 'vitest';
import { cachedSerializerCompiler } from './serializer-cache.js';

const schema = () => ({ type: 'object', properties: { id: { type: 'string' } }, required: ['id'] });

describe('cachedSerializerCompiler', () => {
  it('compiles equal schemas once, whichever object carries them', () => {
    const first = cachedSerializerCompiler({ schema: schema() });
    expect(cachedSerializerCompiler({ schema: schema() })).toBe(first);
  });

  it('serialises like fast-json-stringify: fields outside the schema are left out', () => {
    const serialize = cachedSerializerCompiler({ schema: schema() });
    expect(serialize({ id: 'a', secret: 's' })).toBe('{"id":"a"}');
  });

  it('keeps different schemas apart', () => {
    const other = { type: 'object', properties: { name: { type: 'string' } } };
    expect(cachedSerializerCompiler({ schema: other })).not.toBe(cachedSerializerCompiler({ schema: schema() }));
    expect(cachedSerializerCompiler({ schema: other })({ id: 'a', name: 'n' })).toBe('{"name":"n"}');
  });
});
