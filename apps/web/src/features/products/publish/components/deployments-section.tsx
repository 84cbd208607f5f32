/**
 * The version label (the document's info.version unless changed) and where each environment serves it (DEV, QA,
 * STAGE, PROD; spec 2 section 9). API deployments may carry a spike rate; an empty one is 'Throttling not
 * configured' on the product page.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../../shared/i18n';
import type { ProductType, PublishProductFormValues } from '@dc/contracts';
import { FormSection } from './form-section';
import { FormTextField } from './form-text-field';

export interface DeploymentsSectionProps {
  form: UseFormReturn<PublishProductFormValues>;
  productType: ProductType;
  disabled: boolean;
}

export function DeploymentsSection({ form, productType, disabled }: DeploymentsSectionProps) {
  const { t } = useTranslation('product-publishing');
  const { control } = form;
  const rows = form.watch('deployments');
  const throttling = productType === 'api';
  return (
    <FormSection title={t('deployments.title')} intro={t(`deployments.intro.${productType}`)}>
      <FormTextField
        name="version"
        control={control}
        label={t('deployments.version')}
        disabled={disabled}
        autoComplete="off"
        help={t('deployments.versionHelp')}
        sx={{ maxWidth: { sm: 320 } }}
      />
      {rows.map((row, i) => (
        <Box
          key={row.environment}
          role="group"
          aria-labelledby={`deployment-${row.environment}`}
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', sm: throttling ? '64px 1fr 220px' : '64px 1fr' },
          }}
        >
          <Typography id={`deployment-${row.environment}`} sx={{ fontWeight: 500, pt: { sm: 2 } }}>
            {t(`deployments.environments.${row.environment}`)}
          </Typography>
          <FormTextField
            name={`deployments.${i}.url`}
            control={control}
            label={t('deployments.url', { environment: row.environment })}
            type="url"
            disabled={disabled}
            autoComplete="off"
            placeholder={t(`deployments.placeholder.${productType}`)}
          />
          {throttling && (
            <FormTextField
              name={`deployments.${i}.spikeRate`}
              control={control}
              label={t('deployments.spikeRate', { environment: row.environment })}
              disabled={disabled}
              slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
            />
          )}
        </Box>
      ))}
    </FormSection>
  );
}
