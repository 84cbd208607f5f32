/**
 * How teams subscribe to a new product (spec 2 section 3): automatic or manual approval, a licence to purchase
 * first (with its purchase URL), and how many days a subscription request waits for approval.
 */
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../../shared/i18n';
import type { PublishProductFormValues } from '@dc/contracts';
import { FormSection } from './form-section';
import { FormTextField } from './form-text-field';
import { RadioField } from './radio-field';

export interface SubscriptionSectionProps {
  form: UseFormReturn<PublishProductFormValues>;
  disabled: boolean;
}

export function SubscriptionSection({ form, disabled }: SubscriptionSectionProps) {
  const { t } = useTranslation('product-publishing');
  const { control } = form;
  const licence = form.watch('licenseRequired');
  return (
    <FormSection title={t('subscriptions.title')}>
      <RadioField
        name="approvalType"
        control={control}
        label={t('subscriptions.approval')}
        disabled={disabled}
        options={[
          { value: 'auto', label: t('subscriptions.auto') },
          { value: 'manual', label: t('subscriptions.manual') },
        ]}
      />
      <FormTextField
        name="subscriptionExpiryDays"
        control={control}
        label={t('subscriptions.expiryDays')}
        required
        disabled={disabled}
        help={t('subscriptions.expiryHelp')}
        sx={{ maxWidth: { sm: 320 } }}
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
      />
      <Controller
        name="licenseRequired"
        control={control}
        render={({ field }) => (
          <FormControlLabel
            disabled={disabled}
            control={
              <Switch
                checked={field.value}
                onChange={(e) => {
                  field.onChange(e.target.checked);
                  // Without a licence the purchase URL (now hidden) is no longer asked for.
                  if (!e.target.checked) form.clearErrors('purchaseLicenseUrl');
                }}
                onBlur={field.onBlur}
              />
            }
            label={t('subscriptions.licence')}
          />
        )}
      />
      {licence && (
        <FormTextField
          name="purchaseLicenseUrl"
          control={control}
          label={t('subscriptions.purchaseUrl')}
          required
          type="url"
          disabled={disabled}
          help={t('subscriptions.purchaseUrlHelp')}
        />
      )}
    </FormSection>
  );
}
