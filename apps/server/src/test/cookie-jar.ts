/** A tiny cookie jar for driving browser flows over fetch: names, paths and deletions, nothing more. */
interface Cookie {
  value: string;
  path: string;
}

export class CookieJar {
  private readonly cookies = new Map<string, Cookie>();

  /** Stores the Set-Cookie headers of a response (a past expiry or Max-Age=0 deletes). */
  store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((p) => p.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const attr = (key: string) =>
        attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const expires = attr('expires');
      const gone =
        value === '' || attr('max-age') === '0' || (expires !== undefined && Date.parse(expires) <= Date.now());
      const path = attr('path') ?? '/';
      const key = `${name};${path}`;
      if (gone) this.cookies.delete(key);
      else this.cookies.set(key, { value, path });
    }
  }

  /** The Cookie header for a URL (cookies whose path covers it). */
  header(url: string): string {
    const { pathname } = new URL(url);
    return [...this.cookies.entries()]
      .filter(([, c]) => pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map(([key, c]) => `${key.split(';')[0]}=${c.value}`)
      .join('; ');
  }

  /** fetch without following redirects, sending and storing cookies. */
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.header(url);
    if (cookie) headers.set('cookie', cookie);
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(res);
    return res;
  }
}
