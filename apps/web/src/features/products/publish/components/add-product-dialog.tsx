/**
 * Add Product (spec 2 section 2.1): a required Product Type (API, Events, Operation, SDK; 'Product Type is
 * required'), Cancel and Next. API and Events lead to their publisher; Operation and SDK stay under construction.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../../shared/i18n';
import { useNavigate } from '../../../../shared/router';
import { ADD_PRODUCT_TYPES, PRODUCT_TEXTS, addProductForm, type AddProductType } from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';

type AddProductValues = { productType: string };

/** Where Next leads for each type. */
export const publisherPath = (type: AddProductType): string =>
  type === 'API'
    ? href(paths.productPublish, { productType: 'api' })
    : type === 'Events'
      ? href(paths.productPublish, { productType: 'event' })
      : href(paths.underConstruction);

export function AddProductDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('product-publishing');
  const navigate = useNavigate();
  const form = useForm<AddProductValues, unknown, { productType: AddProductType }>({
    resolver: zodResolver(addProductForm),
    defaultValues: { productType: '' },
  });
  const error = form.formState.errors.productType;
  const close = () => {
    form.reset();
    onClose();
  };
  const next = form.handleSubmit(({ productType }) => {
    close();
    void navigate(publisherPath(productType));
  });
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="add-product-title"
      fullWidth
      maxWidth="xs"
      slotProps={{
        paper: { component: 'form', noValidate: true, onSubmit: next, 'data-testid': 'add-product-dialog' } as object,
      }}
    >
      <DialogTitle id="add-product-title">{t('addProduct.title')}</DialogTitle>
      <DialogContent>
        <Controller
          name="productType"
          control={form.control}
          render={({ field }) => (
            <FormControl required error={!!error}>
              <FormLabel id="add-product-type">{t('addProduct.productType')}</FormLabel>
              <RadioGroup
                aria-labelledby="add-product-type"
                aria-describedby={error ? 'add-product-type-error' : undefined}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
              >
                {ADD_PRODUCT_TYPES.map((type) => (
                  <FormControlLabel key={type} value={type} control={<Radio />} label={t(`addProduct.types.${type}`)} />
                ))}
              </RadioGroup>
              {error && (
                <FormHelperText id="add-product-type-error" role="alert" sx={{ mx: 0 }}>
                  {error.message === PRODUCT_TEXTS.productTypeRequired
                    ? t('addProduct.productTypeRequired')
                    : error.message}
                </FormHelperText>
              )}
            </FormControl>
          )}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>{t('addProduct.cancel')}</Button>
        <Button type="submit" variant="contained">
          {t('addProduct.next')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
