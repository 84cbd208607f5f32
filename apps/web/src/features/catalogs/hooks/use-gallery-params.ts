/** The gallery's tab (?type, default core) and page (?page) live in the address, so a link or reload keeps them. */
import { useCallback } from 'react';
import { useSearchParams } from '../../../shared/router';
import type { CatalogType } from '@dc/contracts';
import { askedType } from '../utils/gallery-tabs';

export function useGalleryParams() {
  const [search, setSearch] = useSearchParams();
  const type = askedType(search.get('type'));
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const update = useCallback(
    (next: { type?: CatalogType; page?: number }, options?: { replace?: boolean }) =>
      setSearch(
        (prev) => {
          const out = new URLSearchParams(prev);
          if (next.type) out.set('type', next.type);
          if (next.page && next.page > 1) out.set('page', String(next.page));
          else out.delete('page');
          return out;
        },
        { replace: options?.replace },
      ),
    [setSearch],
  );
  return { type, page, update };
}
