/** A call the server refused: its status and the error body's code and message (contracts ApiError). */
export class ClientError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details?: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ClientError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** Reads an error answer; a body that is not the API's error shape still yields its status. */
export async function toClientError(res: Response): Promise<ClientError> {
  const body = (await res.json().catch(() => undefined)) as
    { code?: unknown; message?: unknown; details?: unknown } | undefined;
  if (typeof body?.code === 'string' && typeof body.message === 'string') {
    return new ClientError(res.status, body.code, body.message, body.details);
  }
  return new ClientError(res.status, `HTTP_${res.status}`, res.statusText || `HTTP ${res.status}`);
}
