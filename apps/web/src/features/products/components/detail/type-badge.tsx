/** The type badge of a product (spec 2 sections 2.1, 2.3): API or Event. */
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { ProductType } from '@dc/contracts';

export function TypeBadge({ type }: { type: ProductType }) {
  const { t } = useTranslation('products');
  return (
    <Chip
      size="small"
      label={t(`types.${type}`)}
      color={type === 'api' ? 'primary' : 'secondary'}
      data-testid="type-badge"
      sx={{ fontWeight: 500 }}
    />
  );
}
