/**
 * A new product, or a new version of a product the team owns (chosen from the team's own products of this type).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../../shared/i18n';
import type { ProductType, PublishProductFormValues } from '@dc/contracts';
import { useOwnProducts } from '../api/get-own-products';
import { FormSection } from './form-section';
import { FormTextField } from './form-text-field';
import { RadioField } from './radio-field';

export interface ModeSectionProps {
  form: UseFormReturn<PublishProductFormValues>;
  productType: ProductType;
  teamId: string;
  disabled: boolean;
}

export function ModeSection({ form, productType, teamId, disabled }: ModeSectionProps) {
  const { t } = useTranslation('product-publishing');
  const versioning = form.watch('mode') === 'version';
  const own = useOwnProducts(teamId, productType, versioning);
  const products = own.data ?? [];
  return (
    <FormSection title={t('mode.title')}>
      <RadioField
        name="mode"
        control={form.control}
        label={t('mode.legend')}
        disabled={disabled}
        options={[
          { value: 'product', label: t('mode.product') },
          { value: 'version', label: t('mode.version') },
        ]}
      />
      {versioning && own.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void own.refetch()}>
              {t('mode.retry')}
            </Button>
          }
        >
          {t('mode.loadFailed')}
        </Alert>
      )}
      {versioning && !own.isError && (
        <FormTextField
          select
          required
          name="productId"
          control={form.control}
          label={t('mode.productLabel')}
          disabled={disabled || own.isPending || products.length === 0}
          help={
            own.isPending
              ? t('mode.loading')
              : products.length === 0
                ? t(`mode.noProducts.${productType}`)
                : t('mode.productHelp')
          }
        >
          {products.map((p) => (
            <MenuItem key={p.uuid} value={p.uuid}>
              {p.displayName}
              {p.latestVersion ? ` (${p.latestVersion})` : ''}
            </MenuItem>
          ))}
        </FormTextField>
      )}
    </FormSection>
  );
}
