/**
 * Add Product in the gallery's header (spec 2 section 2.1): only for users with the create-product capability on
 * the current team; nothing at all for others (and while the answer is unknown).
 */
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { useCanCreateProduct } from './hooks/use-can-create-product';

// The dialog (with its form code) loads when first opened, not with the gallery.
const AddProductDialog = lazy(async () => ({
  default: (await import('./components/add-product-dialog')).AddProductDialog,
}));

export function AddProductButton() {
  // No suspense: the gallery around this button must not wait for this namespace.
  const { t, ready } = useTranslation('product-publishing', { useSuspense: false });
  const allowed = useCanCreateProduct();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  if (!allowed || !ready) return null;
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {t('addProduct.open')}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <AddProductDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
