/**
 * Send a test e-mail (spec 3 sections 3, 5, 8): a locale, the comma-separated addresses (3-3200 characters, each
 * valid, no empty entry) and a test value for every variable; Send stays disabled while a rule is broken.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../../shared/i18n';
import { resolveError, type TemplateLocale, type TemplateSummary } from '@dc/contracts';
import { notifyError, notifySuccess } from '../../../../shared/lib/notify';
import { useSendTestEmail } from '../../api/send-test-email';
import { emptyTestEmail, testEmailBody, testEmailSchema, type TestEmailValues } from '../../utils/test-email-form';

interface TestEmailDialogProps {
  teamId: string;
  template: TemplateSummary;
  locale: TemplateLocale;
  onClose(): void;
}

export function TestEmailDialog({ teamId, template, locale, onClose }: TestEmailDialogProps) {
  const { t } = useTranslation('templates');
  const send = useSendTestEmail();
  const schema = useMemo(() => testEmailSchema(template.variables), [template.variables]);
  const { control, handleSubmit, formState } = useForm<TestEmailValues>({
    resolver: zodResolver(schema),
    // Send is disabled while invalid, so a field left empty says why as soon as it is left.
    mode: 'all',
    defaultValues: emptyTestEmail(locale, template.variables),
  });
  const submit = handleSubmit((values) =>
    send.mutate(
      { teamId, body: testEmailBody(template.id, values) },
      {
        onSuccess: () => {
          notifySuccess(t('messages.testEmailSent'));
          onClose();
        },
        onError: (err) => notifyError(t('messages.testEmailFailed', { reason: resolveError(err).message })),
      },
    ),
  );
  return (
    <Dialog
      open
      onClose={send.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="test-email-title"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
    >
      <DialogTitle id="test-email-title">{t('testEmail.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Controller
            control={control}
            name="locale"
            render={({ field }) => (
              <TextField {...field} select size="small" label={t('testEmail.locale')}>
                {template.locale_codes.map((code) => (
                  <MenuItem key={code} value={code}>
                    {code}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="to"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                autoFocus
                required
                multiline
                minRows={2}
                size="small"
                label={t('testEmail.to')}
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? t('testEmail.toHint')}
              />
            )}
          />
          {template.variables.length > 0 && (
            <Typography variant="subtitle2" component="h3">
              {t('testEmail.variables')}
            </Typography>
          )}
          {template.variables.map((name) => (
            <Controller
              key={name}
              control={control}
              name={`template_variables.${name}`}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  value={field.value ?? ''}
                  required
                  size="small"
                  label={name}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message}
                />
              )}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={send.isPending}>
          {t('cancel')}
        </Button>
        {/* Spec 1 section 5: disabled while the form is invalid (no address yet, an empty entry, a missing value). */}
        <Button type="submit" variant="contained" loading={send.isPending} disabled={!formState.isValid}>
          {t('testEmail.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
