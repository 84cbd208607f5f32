/**
 * Credentials (spec 2 sections 2.8, 5, 7, 9): the client id and each secret, hidden until shown (the value is read
 * only then), with copy. Create New Secret is disabled at 5 secrets; a secret can be deleted only while there is more
 * than one ('Removed Secret Successfully').
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import { Skeleton } from '../../../../shared/ui/skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useState } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import { MAX_APPLICATION_SECRETS, type Application, type SecretSummary } from '@dc/contracts';
import { notifyError, notifySuccess } from '../../../../shared/lib/notify';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { SecretText, type SecretTextLabels } from '../../../../shared/ui/secret-text';
import { useCreateSecret } from '../../api/create-secret';
import { useDeleteSecret } from '../../api/delete-secret';
import { getSecretValue } from '../../api/get-secret';
import { useSecrets } from '../../api/get-secrets';
import { formatDate } from '../../../../shared/lib/dates/format-date';
import { useMessageText } from '../../utils/use-message-text';

export function CredentialsTab({ app, teamId }: { app: Application; teamId: string }) {
  const { t, i18n } = useTranslation('applications');
  const text = useMessageText();
  const secrets = useSecrets(teamId, app.id);
  const create = useCreateSecret(teamId, app.id);
  const remove = useDeleteSecret(teamId, app.id);
  const [removing, setRemoving] = useState<{ secret: SecretSummary; index: number }>();
  const list = secrets.data ?? [];
  const full = list.length >= MAX_APPLICATION_SECRETS;
  const labels: SecretTextLabels = {
    show: t('credentials.show'),
    hide: t('credentials.hide'),
    copy: t('credentials.copy'),
    copied: t('credentials.copied'),
  };

  const createSecret = () =>
    create.mutate(undefined, {
      onSuccess: () => notifySuccess(t('messages.secretCreated')),
      onError: (err) => notifyError(text.apiError(err)),
    });
  const confirmRemove = () =>
    removing &&
    remove.mutate(removing.secret.id, {
      onSuccess: () => {
        notifySuccess(t('messages.secretRemoved'));
        setRemoving(undefined);
      },
      onError: (err) => {
        notifyError(text.apiError(err));
        setRemoving(undefined);
      },
    });

  return (
    <Box data-testid="application-credentials">
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('credentials.clientId')}
      </Typography>
      <Paper variant="outlined" sx={{ px: 2, py: 1.5, mb: 4 }}>
        <Box component="code" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }} data-testid="client-id">
          {app.client_id}
        </Box>
      </Paper>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1 }}
      >
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('credentials.secrets', { count: list.length, max: MAX_APPLICATION_SECRETS })}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={!secrets.isSuccess || full || create.isPending}
          onClick={createSecret}
        >
          {t('credentials.createSecret')}
        </Button>
      </Box>
      {full && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="secret-limit">
          {t('credentials.limit', { max: MAX_APPLICATION_SECRETS })}
        </Typography>
      )}
      {secrets.isError && <Alert severity="error">{text.apiError(secrets.error)}</Alert>}
      {secrets.isPending && <Skeleton role="progressbar" variant="rounded" height={96} aria-label={t('loading')} />}
      {secrets.isSuccess && (
        <Paper variant="outlined">
          <List disablePadding aria-label={t('credentials.secretList')}>
            {list.map((secret, index) => {
              const name = t('credentials.secretName', { number: index + 1 });
              return (
                <ListItem
                  key={secret.id}
                  divider={index < list.length - 1}
                  sx={{ gap: 2, flexWrap: 'wrap' }}
                  data-testid="secret-row"
                >
                  <Box sx={{ minWidth: 120 }}>
                    <Typography sx={{ fontWeight: 500 }}>{name}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {t('credentials.createdOn', { date: formatDate(secret.created_at, 'date', i18n.language) })}
                    </Typography>
                  </Box>
                  <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                    <SecretText
                      name={name}
                      labels={labels}
                      reveal={() => getSecretValue(teamId, app.id, secret.id)}
                      testId={`secret-${index + 1}`}
                    />
                  </Box>
                  {list.length > 1 && (
                    <Tooltip title={t('credentials.delete', { name })}>
                      <IconButton
                        aria-label={t('credentials.delete', { name })}
                        onClick={() => setRemoving({ secret, index })}
                      >
                        <DeleteOutlineIcon />
                      </IconButton>
                    </Tooltip>
                  )}
                </ListItem>
              );
            })}
          </List>
        </Paper>
      )}
      <ConfirmDialog
        id="delete-secret-dialog"
        open={!!removing}
        busy={remove.isPending}
        texts={{
          title: t('credentials.deleteTitle'),
          text: t('credentials.deleteText', {
            name: t('credentials.secretName', { number: (removing?.index ?? 0) + 1 }),
          }),
          confirm: t('credentials.deleteConfirm'),
          cancel: t('actions.cancel'),
        }}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(undefined)}
      />
    </Box>
  );
}
