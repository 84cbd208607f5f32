/**
 * Publish test event (beyond the spec): the product's owner team publishes an event to a version in an environment
 * (POST /events/{eventId}/publish) and hears how many subscriptions it matched; deliveries follow in the background.
 */
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import { EVENT_PRODUCTION_ENVIRONMENT, type EventDetails, type Team } from '@dc/contracts';
import { notifyError, notifySuccess } from '../../../../shared/lib/notify';
import { usePublishEvent } from '../../api/publish-event';
import { toPublishRequest, type PublishForm, type PublishProblem } from '../../utils/publish-form';
import type { VersionEntries } from '../../utils/subscription-draft';
import { useMessageText } from '../../utils/use-message-text';

export interface PublishEventDialogProps {
  open: boolean;
  team: Team;
  event: EventDetails;
  versions: VersionEntries;
  onClose(): void;
}

export function PublishEventDialog({ open, team, event, versions, onClose }: PublishEventDialogProps) {
  const { t } = useTranslation('event-subscriptions');
  const text = useMessageText();
  const publish = usePublishEvent(team);
  const targets = Object.entries(versions).flatMap(([version, entries]) =>
    entries.map((e) => ({ value: e.eventMultitenantTrn, version, environment: e.environment })),
  );
  const preferred = targets.find((x) => x.environment === EVENT_PRODUCTION_ENVIRONMENT) ?? targets[0];
  const [form, setForm] = useState<PublishForm>({
    eventId: preferred?.value ?? '',
    type: '',
    subject: '',
    id: '',
    data: '{}',
  });
  const [problem, setProblem] = useState<PublishProblem>();
  const set = (key: keyof PublishForm) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    setProblem(undefined);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const request = toPublishRequest(form);
    if (!request.ok) return setProblem(request.problem);
    publish.mutate(request, {
      onSuccess: ({ matched }) => {
        notifySuccess(t('publish.published', { count: matched }));
        onClose();
      },
      onError: (err) => notifyError(t('publish.failed', { error: text.apiError(err) })),
    });
  };
  const message = (p: PublishProblem) => (problem === p ? t(`publish.problems.${p}`) : undefined);

  return (
    <Dialog
      open={open}
      onClose={publish.isPending ? undefined : onClose}
      aria-labelledby="publish-event-title"
      aria-describedby="publish-event-text"
      fullWidth
      maxWidth="sm"
      slotProps={{
        paper: {
          component: 'form',
          noValidate: true,
          onSubmit: submit,
          'data-testid': 'publish-event-dialog',
        } as object,
      }}
    >
      <DialogTitle id="publish-event-title">{t('publish.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="publish-event-text" sx={{ mb: 2 }}>
          {t('publish.text', { product: event.eventTitle })}
        </DialogContentText>
        <Stack spacing={2}>
          <TextField
            select
            id="publish-target"
            label={t('publish.target')}
            value={form.eventId}
            onChange={set('eventId')}
            error={!!message('target')}
            helperText={message('target')}
          >
            {targets.map((x) => (
              <MenuItem key={x.value} value={x.value}>
                {t('publish.targetOption', { version: x.version, environment: t(`environments.${x.environment}`) })}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id="publish-type"
            label={t('publish.type')}
            placeholder="order.created"
            value={form.type}
            onChange={set('type')}
            required
            error={!!message('type')}
            helperText={message('type')}
            autoComplete="off"
          />
          <TextField
            id="publish-subject"
            label={t('publish.subject')}
            value={form.subject}
            onChange={set('subject')}
            autoComplete="off"
          />
          <TextField id="publish-id" label={t('publish.id')} value={form.id} onChange={set('id')} autoComplete="off" />
          <TextField
            id="publish-data"
            label={t('publish.data')}
            value={form.data}
            onChange={set('data')}
            multiline
            minRows={4}
            error={!!(message('json') ?? message('tooLarge'))}
            helperText={message('json') ?? message('tooLarge') ?? t('publish.dataHelp')}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={publish.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={publish.isPending}
          startIcon={publish.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {t('publish.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
