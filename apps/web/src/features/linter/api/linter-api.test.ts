/**
 * The linter calls on the typed client (issue 20): the job, its source and the upload (XMLHttpRequest, for progress)
 * use linter.job, linter.source and linter.submit of the route table: same paths, team header and token as before.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, useServiceClientForTest } from '../../../test/fixtures';
import { getLintJob } from './get-lint-job';
import { getLintSource } from './get-lint-source';
import { uploadSpec } from './upload-spec';

const REF = '6f1c2d3e-0000-4000-8000-000000000002';

beforeEach(() => {
  useServiceClientForTest('linter', '/api/linter');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('linter calls', () => {
  it('read a job and its source with the team header', async () => {
    const fetchMock = vi.fn(async (..._args: [RequestInfo | URL, RequestInit?]) => jsonResponse({ status: 'QUEUED' }));
    vi.stubGlobal('fetch', fetchMock);
    await getLintJob('t1', REF);
    await getLintSource('t1', REF);
    const [[jobUrl, jobInit], [sourceUrl, sourceInit]] = fetchMock.mock.calls;
    expect([jobUrl, sourceUrl]).toEqual([`/api/linter/specs/linter/${REF}`, `/api/linter/specs/linter/${REF}/source`]);
    expect(new Headers(jobInit?.headers).get('team_uuid')).toBe('t1');
    expect(new Headers(sourceInit?.headers).get('accept')).toBe('text/plain');
  });

  it('upload the file with the ruleset, the team header and the token', async () => {
    const sent: { method?: string; url?: string; headers: Record<string, string>; body?: unknown } = { headers: {} };
    class FakeXhr {
      status = 202;
      responseText = JSON.stringify({ referenceId: REF });
      upload = {};
      onload?: () => void;
      open(method: string, url: string) {
        Object.assign(sent, { method, url });
      }
      setRequestHeader(name: string, value: string) {
        sent.headers[name.toLowerCase()] = value;
      }
      send(body: unknown) {
        sent.body = body;
        queueMicrotask(() => this.onload?.());
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const job = await uploadSpec({ file: new File(['openapi: 3.0.0'], 'a.yaml'), teamId: 't1', ruleset: 'owasp' });
    expect(job).toEqual({ referenceId: REF });
    expect([sent.method, sent.url]).toEqual(['POST', '/api/linter/specs/linter?ruleset=owasp']);
    expect(sent.headers).toMatchObject({ team_uuid: 't1', authorization: 'Bearer ID', accept: 'application/json' });
    expect(((sent.body as FormData).get('file') as File).name).toBe('a.yaml');
  });
});
