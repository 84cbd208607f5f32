/** The Products tab: the picker and the ordered list of what is picked. */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { visuallyHidden } from '@mui/utils';
import { useState } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import { pickedOf, type PickedProduct } from '../../utils/catalog-form';
import { addOnce } from '../../utils/reorder';
import { ProductPicker } from './product-picker';
import { SelectedProducts } from './selected-products';

export interface ProductsTabProps {
  teamId: string;
  products: PickedProduct[];
  disabled: boolean;
  onChange(next: PickedProduct[]): void;
}

export function ProductsTab({ teamId, products, disabled, onChange }: ProductsTabProps) {
  const { t } = useTranslation('catalogs');
  const [announcement, setAnnouncement] = useState('');
  const selected = new Set(products.map((p) => p.uuid));
  return (
    <Stack spacing={3}>
      <ProductPicker
        teamId={teamId}
        selected={selected}
        disabled={disabled}
        onAdd={(p) => {
          onChange(addOnce(products, pickedOf(p)));
          setAnnouncement(t('products.added', { name: p.displayName }));
        }}
      />
      <SelectedProducts products={products} disabled={disabled} onChange={onChange} onAnnounce={setAnnouncement} />
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Stack>
  );
}
