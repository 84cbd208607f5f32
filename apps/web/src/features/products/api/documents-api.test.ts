/**
 * The document calls on the typed client (issue 20): the introduction upload and its rendered page go through the
 * documents service client with the current team in the team_uuid header, on the same paths as before.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, useServiceClientForTest } from '../../../test/fixtures';
import { getIntroductionHtml } from './get-document-html';
import { uploadIntroduction } from './upload-introduction';

const DOC_ID = '0b0c0d0e-0000-4000-8000-000000000001';
let fetchMock: ReturnType<typeof vi.fn<(url: RequestInfo | URL, init?: RequestInit) => Promise<Response>>>;

beforeEach(() => {
  useServiceClientForTest('documents', '/api/documents');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('document calls', () => {
  it('upload the introduction as multipart with the team header', async () => {
    fetchMock = vi.fn(async () => jsonResponse({ documentId: DOC_ID }, 201));
    vi.stubGlobal('fetch', fetchMock);
    const file = new File(['title: Hi'], 'intro.yaml');
    await uploadIntroduction({ teamId: 't1', type: 'api', documentId: DOC_ID, file });
    const [url, init] = fetchMock.mock.calls[0];
    expect([url, init?.method]).toEqual(['/api/documents/upload', 'POST']);
    expect(new Headers(init?.headers).get('team_uuid')).toBe('t1');
    const form = init?.body as FormData;
    expect([form.get('id'), form.get('name'), form.get('type')]).toEqual([DOC_ID, 'introduction', 'api']);
    expect((form.get('file') as File).name).toBe('intro.yaml');
  });

  it('read the rendered introduction as HTML with the team header', async () => {
    const page = '<html><body><main><h1>Hi</h1></main></body></html>';
    fetchMock = vi.fn(async () => new Response(page, { headers: { 'Content-Type': 'text/html' } }));
    vi.stubGlobal('fetch', fetchMock);
    await getIntroductionHtml('t1', 'event', DOC_ID);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(`/api/documents/event/${DOC_ID}/introduction.html`);
    const headers = new Headers(init?.headers);
    expect([headers.get('team_uuid'), headers.get('accept')]).toEqual(['t1', 'text/html']);
  });
});
