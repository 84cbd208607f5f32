/**
 * @vitest-environment jsdom
 * Sanitising is checked on jsdom: on happy-dom (the layer's default) DOMPurify leaves handlers such as onerror
 * in place and headings unchanged, which no browser does.
 */
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders Markdown with headings one level down', () => {
    const html = renderMarkdown('# Kit\n\nStart with **telematics**.\n\n1. Track\n2. Close');
    expect(html).toContain('<h2>Kit</h2>');
    expect(html).toContain('<strong>telematics</strong>');
    expect(html).toContain('<ol>');
  });

  it('removes scripts, handlers and script links', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script><img src="x" onerror="alert(2)">\n\n[a](javascript:alert(3)) <iframe src="https://x"></iframe>',
    );
    expect(html).not.toMatch(/script|onerror|iframe|javascript:/i);
  });

  it('opens links in a new tab without an opener', () => {
    expect(renderMarkdown('[docs](https://example.com)')).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">docs</a>',
    );
  });
});
