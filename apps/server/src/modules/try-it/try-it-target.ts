/**
 * Which URLs Try it's relay may call: only under one of the API's own deployment URLs. The URL is normalised first
 * (WHATWG parsing resolves `.` and `..` segments, %2e included), then it must have the deployment's origin and lie
 * under its path prefix at a segment boundary (/orders does not cover /orders-admin). Encoded slashes cannot hide
 * a `..` from this check and reappear upstream: a path whose decoded segments hold `.` or `..` is refused.
 */

const WEB = /^https?:$/;

/** The path has a `.` or `..` segment once decoded (or cannot be decoded). */
function hidesDotSegment(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return decoded.split(/[/\\]/).some((s) => s === '.' || s === '..');
}

/** The URL to call when `url` lies under one of `deployments` (http or https), else null. */
export function targetUnder(url: string, deployments: readonly string[]): URL | null {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return null;
  }
  if (!WEB.test(target.protocol) || target.username || target.password || hidesDotSegment(target.pathname)) {
    return null;
  }
  target.hash = '';
  for (const deployment of deployments) {
    let base: URL;
    try {
      base = new URL(deployment);
    } catch {
      continue;
    }
    if (!WEB.test(base.protocol) || base.origin !== target.origin) continue;
    const prefix = base.pathname.replace(/\/+$/, '');
    if (target.pathname === prefix || target.pathname.startsWith(`${prefix}/`)) return target;
  }
  return null;
}
