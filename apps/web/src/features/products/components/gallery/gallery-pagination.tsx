/**
 * The gallery's pagination, in a chunk of its own (issue 18): it shows only once the results are in, so its code
 * loads beside them instead of before the first paint.
 */
import Pagination from '@mui/material/Pagination';
import { useTranslation } from '../../../../shared/i18n';

export interface GalleryPaginationProps {
  count: number;
  page: number;
  onChange(page: number): void;
}

export default function GalleryPagination({ count, page, onChange }: GalleryPaginationProps) {
  const { t } = useTranslation('products');
  return (
    <Pagination
      count={count}
      page={page}
      onChange={(_, next) => onChange(next)}
      boundaryCount={2}
      siblingCount={0}
      color="primary"
      aria-label={t('pagination.label')}
      getItemAriaLabel={(type, n, selected) =>
        type === 'page' ? t(selected ? 'pagination.current' : 'pagination.page', { page: n }) : t(`pagination.${type}`)
      }
    />
  );
}
