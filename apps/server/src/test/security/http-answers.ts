/** Sending raw request bodies and judging the answers: a refusal is a 4xx with a JSON error body carrying a code. */

export interface Answer {
  status: number;
  contentType: string;
  text: string;
  json?: unknown;
}

export async function sendRaw(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: string | undefined,
  contentType?: string,
): Promise<Answer> {
  const all = { ...headers, ...(contentType ? { 'content-type': contentType } : {}) };
  const res = await fetch(`${base}${path}`, { method, headers: all, body });
  return readAnswer(res);
}

export async function readAnswer(res: Response): Promise<Answer> {
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text, json };
}

/** Why an answer is not a proper refusal (undefined when it is one). */
export function refusalProblem(answer: Answer): string | undefined {
  if (answer.status < 400 || answer.status >= 500) return `answered ${answer.status}, expected a 4xx`;
  const code = (answer.json as { code?: unknown } | undefined)?.code;
  if (typeof code !== 'string' || !code) return `answered ${answer.status} without a JSON error code`;
  return undefined;
}

export const describeAnswer = (a: Answer) => `${a.status} ${a.text.slice(0, 300)}`;
