/**
 * New Application (spec 2 sections 2.7, 4, 5): a full-screen panel sliding in. Create Application is enabled once
 * the form is valid; success shows 'Application created.', the panel closes 2000 ms later and the lists refresh.
 * A failure shows an error alert in the panel. (A change of team remounts the page, which closes the panel.)
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../../shared/i18n';
import {
  APPLICATION_PANEL_CLOSE_MS,
  EMPTY_APPLICATION_FORM,
  toApplicationBody,
  type ApplicationFormValues,
} from '@dc/contracts';
import { notifySuccess } from '../../../../shared/lib/notify';
import { useCreateApplication } from '../../api/create-application';
import { applicationKeys } from '../../api/keys';
import { applicationFormResolver, type ApplicationFormOutput } from '../../utils/application-form';
import { useMessageText } from '../../utils/use-message-text';
import { ApplicationFields } from './application-fields';
import { PageContainer } from '../../../../shared/ui/page-container';

export interface NewApplicationDialogProps {
  open: boolean;
  teamId: string;
  onClose(): void;
}

export function NewApplicationDialog({ open, teamId, onClose }: NewApplicationDialogProps) {
  const { t } = useTranslation('applications');
  const text = useMessageText();
  const queryClient = useQueryClient();
  const create = useCreateApplication(teamId);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const form = useForm<ApplicationFormValues, unknown, ApplicationFormOutput>({
    resolver: applicationFormResolver,
    mode: 'all',
    defaultValues: EMPTY_APPLICATION_FORM,
  });
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const close = () => {
    clearTimeout(closeTimer.current);
    form.reset(EMPTY_APPLICATION_FORM);
    create.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) =>
    create.mutate(toApplicationBody(values), {
      onSuccess: () => {
        notifySuccess(t('messages.created'));
        closeTimer.current = setTimeout(() => {
          close();
          void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
        }, APPLICATION_PANEL_CLOSE_MS);
      },
    }),
  );
  const done = create.isSuccess;
  const busy = create.isPending || done;

  return (
    <Dialog
      fullScreen
      open={open}
      onClose={busy ? undefined : close}
      aria-labelledby="new-application-title"
      aria-describedby="new-application-subtitle"
      slots={{ transition: Slide }}
      slotProps={{
        transition: { direction: 'left' } as object,
        paper: {
          component: 'form',
          noValidate: true,
          onSubmit: submit,
          'data-testid': 'new-application-dialog',
        } as object,
      }}
    >
      <PageContainer maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: 3 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id="new-application-title" variant="h1" component="h2">
              {t('create.title')}
            </Typography>
            <Typography id="new-application-subtitle" color="text.secondary" sx={{ mt: 1 }}>
              {t('create.subtitle')}
            </Typography>
          </Box>
          <IconButton aria-label={t('create.close')} onClick={close} disabled={busy}>
            <CloseIcon />
          </IconButton>
        </Box>
        {create.isError && (
          <Alert severity="error" sx={{ mb: 3 }} data-testid="create-application-error">
            {text.apiError(create.error)}
          </Alert>
        )}
        {done && (
          <Alert severity="success" sx={{ mb: 3 }}>
            {t('messages.created')}
          </Alert>
        )}
        <ApplicationFields form={form} idPrefix="new-application" autoFocus />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 2, mt: 4 }}>
          <Button onClick={close} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!form.formState.isValid || busy}
            startIcon={create.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {t('create.submit')}
          </Button>
        </Box>
      </PageContainer>
    </Dialog>
  );
}
