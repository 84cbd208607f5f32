/** Keyset bookmarks: the last row's sort key, opaque to clients (base64url JSON); 'none' when nothing follows. */
import { IOT_NO_BOOKMARK, PLATFORM_ERROR_CODES } from '@dc/contracts';
import { AppError } from '../../platform/errors.js';

export const encodeBookmark = (key: ReadonlyArray<string | number>) =>
  Buffer.from(JSON.stringify(key)).toString('base64url');

/** undefined: first page; 'none': past the end; else the key of the last row already read. */
export function decodeBookmark(
  bookmark: string | undefined,
  arity: number,
  valid: (key: Array<string | number>) => boolean = () => true,
): Array<string | number> | 'none' | undefined {
  if (bookmark === undefined) return undefined;
  if (bookmark === IOT_NO_BOOKMARK) return 'none';
  try {
    const key = JSON.parse(Buffer.from(bookmark, 'base64url').toString('utf8')) as unknown;
    const ok =
      Array.isArray(key) && key.length === arity && key.every((k) => typeof k === 'string' || typeof k === 'number');
    if (ok && valid(key)) return key;
  } catch {
    // answered below
  }
  throw new AppError(
    400,
    PLATFORM_ERROR_CODES.validation,
    'Invalid request: the bookmark is not one this service gave.',
  );
}

/** Rows were read with one extra: its presence means another page follows the last row kept. */
export function pageFrom<R, T>(rows: R[], pageSize: number, map: (r: R) => T, key: (r: R) => Array<string | number>) {
  const more = rows.length > pageSize;
  const kept = more ? rows.slice(0, pageSize) : rows;
  return {
    resultSet: kept.map(map),
    nextBookmark: more ? encodeBookmark(key(kept[kept.length - 1])) : IOT_NO_BOOKMARK,
  };
}

export const emptyPage = <T>(): { resultSet: T[]; nextBookmark: string } => ({
  resultSet: [],
  nextBookmark: IOT_NO_BOOKMARK,
});
