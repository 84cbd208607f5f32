/**
 * POST /specs/linter (linter client): the file as multipart/form-data, the current team in the team_uuid header.
 * XMLHttpRequest, because fetch reports no upload progress; the request itself (method, path, query, team header)
 * comes from the route table's linter.submit, as the typed client builds it.
 */
import { useMutation } from '@tanstack/react-query';
import { toRequest } from '@dc/client';
import type { LintJob, LintRuleset } from '@dc/contracts';
import { getEnvironment } from '../../../shared/config/env';
import { serviceOf } from '../../../shared/lib/api-call';
import { buildUrl } from '../../../shared/lib/api-client';
import { ApiRequestError, networkError } from '../../../shared/lib/api-error';
import { ensureSession } from '../../../shared/lib/auth/ensure-session';
import { login } from '../../../shared/lib/auth/login';

export interface UploadSpecInput {
  file: File;
  teamId: string;
  ruleset: LintRuleset;
  /** 0-100 as the bytes go out. */
  onProgress?(percent: number): void;
}

function errorOf(xhr: XMLHttpRequest): ApiRequestError {
  try {
    const body = JSON.parse(xhr.responseText) as { code?: unknown; message?: unknown; details?: unknown };
    if (typeof body.code === 'string' && typeof body.message === 'string')
      return new ApiRequestError(xhr.status, body.code, body.message, body.details);
  } catch {
    // not JSON
  }
  return new ApiRequestError(xhr.status, `HTTP_${xhr.status}`, xhr.statusText || `HTTP ${xhr.status}`);
}

export async function uploadSpec({ file, teamId, ruleset, onProgress }: UploadSpecInput): Promise<LintJob> {
  const form = new FormData();
  form.append('file', file, file.name);
  const request = toRequest('linter.submit', { team: teamId, query: { ruleset }, body: form });
  const { service, path } = serviceOf(request.path);
  const client = getEnvironment().httpClients.find((c) => c.name === service);
  if (!client) throw new Error(`environment.json has no http client named "${service}"`);
  const session = client.tokenType === 'none' ? undefined : await ensureSession();
  const token = client.tokenType === 'access' ? session?.access_token : session?.id_token;
  if (client.tokenType !== 'none' && !token) {
    void login();
    throw new ApiRequestError(401, 'UNAUTHORIZED', 'No session');
  }
  return new Promise<LintJob>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, buildUrl(client.baseUrl, path, request.query));
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status === 401) void login();
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as LintJob);
      else reject(errorOf(xhr));
    };
    xhr.onerror = () => reject(networkError());
    xhr.send(form);
  });
}

export const useUploadSpec = () => useMutation({ mutationFn: uploadSpec });
