/**
 * Path patterns as the route table writes them: static segments, `:name` parameters, `:name?` optional ones and a
 * trailing `*` (which also matches the bare prefix). Matching ignores case and a trailing slash.
 */
export interface PathMatch {
  params: Record<string, string>;
  pathname: string;
}

interface Compiled {
  regex: RegExp;
  keys: string[];
}

const compiled = new Map<string, Compiled>();

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

function compile(pattern: string): Compiled {
  const hit = compiled.get(pattern);
  if (hit) return hit;
  const keys: string[] = [];
  let source = '';
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (segment === '*') {
      keys.push('*');
      source += '(?:/(.*))?';
    } else if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      keys.push(segment.slice(1, optional ? -1 : undefined));
      source += optional ? '(?:/([^/]+))?' : '/([^/]+)';
    } else source += `/${escape(segment)}`;
  }
  const made = { regex: new RegExp(`^${source}/*$`, 'i'), keys };
  compiled.set(pattern, made);
  return made;
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** The parameters of `pathname` under `pattern`, or null when it does not match. */
export function matchPath(pattern: string, pathname: string): PathMatch | null {
  const { regex, keys } = compile(pattern);
  const found = regex.exec(pathname);
  if (!found) return null;
  const params: Record<string, string> = {};
  keys.forEach((key, i) => {
    const value = found[i + 1];
    if (value !== undefined) params[key] = decode(value);
    else if (key === '*') params[key] = '';
  });
  return { params, pathname };
}

/**
 * How specific a pattern is: the most specific match wins whatever the table's order (static segments beat
 * parameters, which beat a splat), as React Router ranked them.
 */
export function rankPath(pattern: string, index = false): number {
  const segments = pattern.split('/');
  let score = segments.length + (index ? 2 : 0);
  if (segments.includes('*')) score -= 2;
  for (const segment of segments) {
    if (segment === '*') continue;
    if (segment.startsWith(':')) score += 3;
    else score += segment === '' ? 1 : 10;
  }
  return score;
}
