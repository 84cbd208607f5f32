/**
 * @vitest-environment jsdom
 * Sanitising is checked on jsdom: on happy-dom (the layer's default) DOMPurify leaves handlers such as onerror
 * in place and headings unchanged, which no browser does.
 */
import { describe, expect, it } from 'vitest';
import { documentBody } from './document-body';

const page = (body: string) =>
  `<!doctype html><html><head><title>x</title><style>body{}</style></head><body><main class="dc-document">${body}</main></body></html>`;

describe('documentBody', () => {
  it('keeps the page body and drops scripts, handlers and styles', () => {
    const html = documentBody(
      page(
        '<h1>Fleet</h1><p class="summary" onclick="x()">Hello <strong>there</strong></p><script>alert(1)</script>' +
          '<img src="javascript:alert(1)"><a href="https://example.com/docs">docs</a><a href="javascript:evil()">bad</a>',
      ),
    );
    expect(html).toContain('<h3>Fleet</h3>');
    expect(html).toContain('<strong>there</strong>');
    expect(html).not.toMatch(/script|onclick|javascript:|class=|<style/);
    expect(html).toContain('<a href="https://example.com/docs" target="_blank" rel="noopener noreferrer">docs</a>');
  });

  it('moves headings below the page and tab headings', () => {
    expect(documentBody(page('<h2>A</h2><h5>B</h5>'))).toBe('<h4>A</h4><h6>B</h6>');
  });

  it('reads a bare fragment too', () => {
    expect(documentBody('<p>Only text</p>')).toBe('<p>Only text</p>');
  });
});
