/**
 * Settings (spec 3 sections 3, 4, 5): name, sender name, variables, consumer applications, metadata, and for editors
 * of a saved template the publish toggle, which is disabled once the template is published (no unpublish).
 */
import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type UseFormRegister, useFormState } from 'react-hook-form';
import { useTranslation } from '../../../../shared/i18n';
import type { Application } from '@dc/contracts';
import type { TemplateFormInput } from '../../utils/template-form';

export interface PublishState {
  visible: boolean;
  published: boolean;
  busy: boolean;
  onPublish(): void;
}

interface SettingsTabProps {
  control: Control<TemplateFormInput>;
  register: UseFormRegister<TemplateFormInput>;
  applications: Application[];
  readOnly: boolean;
  publish: PublishState;
}

export function SettingsTab({ control, register, applications, readOnly, publish }: SettingsTabProps) {
  const { t } = useTranslation('templates');
  const { errors } = useFormState({ control });
  const text = (name: 'name' | 'sender_name' | 'metadata.team' | 'metadata.primary_contact', error?: string) => ({
    ...register(name),
    fullWidth: true,
    size: 'small' as const,
    error: !!error,
    helperText: error,
    slotProps: { htmlInput: { readOnly } },
  });
  return (
    <Grid container spacing={2} sx={{ maxWidth: 880 }}>
      {publish.visible && (
        <Grid size={12}>
          <FormControlLabel
            control={
              <Switch
                checked={publish.published}
                disabled={publish.published || publish.busy}
                onChange={(e) => e.target.checked && publish.onPublish()}
              />
            }
            label={publish.published ? t('settings.published') : t('settings.publish')}
          />
          <FormHelperText>{t('settings.publishHint')}</FormHelperText>
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...text('name', errors.name?.message)} label={t('settings.name')} required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...text('sender_name', errors.sender_name?.message)} label={t('settings.senderName')} required />
      </Grid>
      <Grid size={12}>
        <Controller
          control={control}
          name="variables"
          render={({ field, fieldState }) => (
            <Autocomplete
              multiple
              freeSolo
              autoSelect
              options={[] as string[]}
              value={field.value ?? []}
              onChange={(_e, v) => field.onChange(v.map((s) => s.trim()).filter(Boolean))}
              onBlur={field.onBlur}
              readOnly={readOnly}
              renderInput={(params) => (
                <TextField
                  {...params}
                  size="small"
                  label={t('settings.variables')}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message ?? (readOnly ? undefined : t('settings.variablesHint'))}
                />
              )}
            />
          )}
        />
      </Grid>
      <Grid size={12}>
        <Controller
          control={control}
          name="consumer_applications"
          render={({ field }) => (
            <Autocomplete
              multiple
              options={applications}
              value={applications.filter((a) => (field.value ?? []).includes(a.id))}
              onChange={(_e, v) => field.onChange(v.map((a) => a.id))}
              onBlur={field.onBlur}
              readOnly={readOnly}
              getOptionLabel={(a) => a.name}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              noOptionsText={t('list.noApplications')}
              renderInput={(params) => (
                <TextField {...params} size="small" label={t('settings.consumerApplications')} />
              )}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...text('metadata.team', errors.metadata?.team?.message)} label={t('settings.team')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...text('metadata.primary_contact', errors.metadata?.primary_contact?.message)}
          label={t('settings.primaryContact')}
          type="email"
        />
      </Grid>
    </Grid>
  );
}
