/** The type badge of a product (spec 2 sections 2.1, 2.3): API or Event. */
import { useTranslation } from '../../../../shared/i18n';
import type { ProductType } from '@dc/contracts';
import { SmallChip } from '../../../../shared/ui/small-chip';

export function TypeBadge({ type }: { type: ProductType }) {
  const { t } = useTranslation('products');
  return (
    <SmallChip
      label={t(`types.${type}`)}
      color={type === 'api' ? 'primary' : 'secondary'}
      data-testid="type-badge"
      sx={{ fontWeight: 500 }}
    />
  );
}
