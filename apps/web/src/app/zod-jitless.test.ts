import { describe, expect, it } from 'vitest';

describe('zod-jitless (issue 18: set without importing zod)', () => {
  it('zod, loaded after it, parses without compiling (jitless) and still parses', async () => {
    await import('./zod-jitless');
    const { z, config } = await import('zod');
    expect(config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x', b: 1 })).toEqual({ a: 'x' });
  });
});
