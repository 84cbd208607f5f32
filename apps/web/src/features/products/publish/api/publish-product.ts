/**
 * POST /products (a new product) or POST /products/{productId}/versions (products client): multipart with the
 * document as `file` and the metadata as JSON text, the current team in the team_uuid header. XMLHttpRequest,
 * because fetch reports no upload progress.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PRODUCT_TEAM_HEADER,
  type PublishProductMetadata,
  type PublishResult,
  type PublishVersionMetadata,
} from '@dc/contracts';
import { getEnvironment } from '../../../../shared/config/env';
import { buildUrl } from '../../../../shared/lib/api-client';
import { ApiRequestError, networkError } from '../../../../shared/lib/api-error';
import { ensureSession } from '../../../../shared/lib/auth/ensure-session';
import { login } from '../../../../shared/lib/auth/login';
import { productKeys } from '../../api/keys';

export type PublishRequest = { file: File; teamId: string; onProgress?(percent: number): void } & (
  { productId?: undefined; metadata: PublishProductMetadata } | { productId: string; metadata: PublishVersionMetadata }
);

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

export async function publishProduct(req: PublishRequest): Promise<PublishResult> {
  const client = getEnvironment().httpClients.find((c) => c.name === 'products');
  if (!client) throw new Error('environment.json has no http client named "products"');
  const session = client.tokenType === 'none' ? undefined : await ensureSession();
  const token = client.tokenType === 'access' ? session?.access_token : session?.id_token;
  if (client.tokenType !== 'none' && !token) {
    void login();
    throw new ApiRequestError(401, 'UNAUTHORIZED', 'No session');
  }
  const path = req.productId ? `/products/${encodeURIComponent(req.productId)}/versions` : '/products';
  const form = new FormData();
  form.append('metadata', JSON.stringify(req.metadata));
  form.append('file', req.file, req.file.name);
  return new Promise<PublishResult>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(client.baseUrl, path));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(PRODUCT_TEAM_HEADER, req.teamId);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) req.onProgress?.(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status === 401) void login();
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as PublishResult);
      else reject(errorOf(xhr));
    };
    xhr.onerror = () => reject(networkError());
    xhr.send(form);
  });
}

/** A new product or version changes the gallery, the team's lists and the product's pages: refresh them all. */
export function usePublishProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
