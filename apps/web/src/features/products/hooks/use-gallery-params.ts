/** The gallery state read from and written to the URL (utils/gallery-params). */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from '../../../shared/router';
import {
  changeGalleryParams,
  readGalleryParams,
  writeGalleryParams,
  type GalleryParams,
} from '../utils/gallery-params';

export function useGalleryParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readGalleryParams(search), [search]);
  const update = useCallback(
    (change: Partial<GalleryParams>, options: { replace?: boolean } = {}) =>
      setSearch((prev) => writeGalleryParams(changeGalleryParams(readGalleryParams(prev), change), prev), options),
    [setSearch],
  );
  return { params, update };
}
