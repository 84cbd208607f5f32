/**
 * What the gallery shows of a new product: name, description and tags (prefilled from the document's info), and
 * for internal teams whether every team sees it.
 */
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../../shared/i18n';
import type { PublishProductFormValues } from '@dc/contracts';
import { FormSection } from './form-section';
import { FormTextField } from './form-text-field';
import { RadioField } from './radio-field';
import { TagsField } from './tags-field';

export interface ProductDetailsSectionProps {
  form: UseFormReturn<PublishProductFormValues>;
  /** Only internal teams publish PUBLIC products (AZ1004). */
  internal: boolean;
  disabled: boolean;
}

export function ProductDetailsSection({ form, internal, disabled }: ProductDetailsSectionProps) {
  const { t } = useTranslation('product-publishing');
  const { control } = form;
  return (
    <FormSection title={t('details.title')} intro={t('details.intro')}>
      <FormTextField
        name="displayName"
        control={control}
        label={t('details.name')}
        required
        disabled={disabled}
        autoComplete="off"
        help={t('details.nameHelp')}
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
      <FormTextField
        name="description"
        control={control}
        label={t('details.description')}
        multiline
        minRows={3}
        disabled={disabled}
        help={t('details.descriptionHelp')}
      />
      <TagsField control={control} disabled={disabled} />
      {internal && (
        <RadioField
          name="visibility"
          control={control}
          label={t('details.visibility')}
          disabled={disabled}
          options={[
            { value: 'PRIVATE', label: t('details.private') },
            { value: 'PUBLIC', label: t('details.public') },
          ]}
        />
      )}
    </FormSection>
  );
}
