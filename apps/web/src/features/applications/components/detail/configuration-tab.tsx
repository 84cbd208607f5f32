/**
 * Configuration (spec 2 sections 2.8, 5): the creation form over the application's values; Save Changes is enabled
 * only when something changed, the form is valid and a grant type is chosen. Success: 'Application is updated'.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../../shared/i18n';
import { toApplicationBody, type Application, type ApplicationFormValues } from '@dc/contracts';
import { notifySuccess } from '../../../../shared/lib/notify';
import { useUpdateApplication } from '../../api/update-application';
import {
  applicationFormResolver,
  canSaveChanges,
  toFormValues,
  type ApplicationFormOutput,
} from '../../utils/application-form';
import { useMessageText } from '../../utils/use-message-text';
import { ApplicationFields } from '../form/application-fields';

export function ConfigurationTab({ app, teamId }: { app: Application; teamId: string }) {
  const { t } = useTranslation('applications');
  const text = useMessageText();
  const update = useUpdateApplication(teamId, app.id);
  const form = useForm<ApplicationFormValues, unknown, ApplicationFormOutput>({
    resolver: applicationFormResolver,
    mode: 'all',
    defaultValues: toFormValues(app),
  });
  const { isDirty, isValid } = form.formState;
  const submit = form.handleSubmit((values) =>
    update.mutate(toApplicationBody(values), {
      onSuccess: (saved) => {
        notifySuccess(t('messages.updated'));
        form.reset(toFormValues(saved));
      },
    }),
  );
  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="application-configuration">
      {update.isError && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {text.apiError(update.error)}
        </Alert>
      )}
      <ApplicationFields form={form} idPrefix="configuration" />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 2, mt: 4 }}>
        <Button onClick={() => form.reset(toFormValues(app))} disabled={!isDirty || update.isPending}>
          {t('configuration.reset')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!canSaveChanges(isDirty, form.watch('grant_types')) || !isValid || update.isPending}
          startIcon={update.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {t('configuration.save')}
        </Button>
      </Box>
    </Box>
  );
}
