/** Static .json/.html GETs carry a cache-busting timestamp, except the language config (spec 3 section 7.6). */
const NO_CACHE_BUST = ['/i18nConfig.json'];

export function withCacheBust(url: string, now: number = Date.now()): string {
  const pathname = url.split('?')[0];
  if (!/\.(json|html)$/.test(pathname) || NO_CACHE_BUST.includes(pathname)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}t=${now}`;
}

export class StaticFileError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`GET ${url} failed with ${status}`);
  }
}

export async function fetchStaticJson<T = unknown>(url: string, fetchImpl: typeof fetch = fetch): Promise<T> {
  const res = await fetchImpl(withCacheBust(url), { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new StaticFileError(url, res.status);
  return (await res.json()) as T;
}
