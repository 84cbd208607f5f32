/**
 * A named loading placeholder needs a role: MUI's Skeleton is a <span>, where aria-label is prohibited (axe
 * aria-prohibited-attr, serious), so a screen reader is told nothing while the page loads. The accounts journey
 * caught one while a team's tabs loaded; this keeps every named Skeleton of the web a progressbar.
 */
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>(['../../**/*.tsx', '!../../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('named skeletons', () => {
  it('every <Skeleton> with an aria-label has a role', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const withoutRole = Object.entries(sources).flatMap(([file, text]) =>
      [...text.matchAll(/<Skeleton\b[^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => /aria-label=/.test(tag) && !/\brole=/.test(tag))
        .map((tag) => `${file}: ${tag}`),
    );
    expect(withoutRole).toEqual([]);
  });
});
