/**
 * Subscription Details (spec 2 section 2.9): application (link), subscribed date, product (link, 'HTTP / REST
 * API'), status, the application's credentials, a version selector (no spec shown here) and Delete Subscription
 * (typing the application name; disabled while Denied). After a delete the team's list opens.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import { Skeleton } from '../../../../shared/ui/skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import { useCurrentTeam } from '../../../../shared/lib/current-team/current-team-context';
import { href, paths } from '../../../../shared/config/paths';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title';
import { useSubscriptionSummary } from '../../api/get-subscription-summary';
import { subscriptionKeys } from '../../api/keys';
import { useCanManage } from '../../hooks/use-can-manage';
import { useMessageText } from '../../utils/use-message-text';
import { DeleteSubscriptionDialog } from '../common/delete-subscription-dialog';
import { SubscriptionFacts } from '../common/subscription-facts';
import { SummaryCredentials } from './summary-credentials';

export function SubscriptionSummaryPage({ applicationId, apiId }: { applicationId: string; apiId: string }) {
  const { t } = useTranslation('subscriptions');
  useDocumentTitle(t('details.title'), t('list.title'));
  const text = useMessageText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { currentTeam } = useCurrentTeam();
  const canManage = useCanManage();
  const query = useSubscriptionSummary(currentTeam?.uuid, applicationId, apiId);
  const [version, setVersion] = useState('');
  const [deleting, setDeleting] = useState(false);
  const s = query.data;
  const denied = s?.subscription_status === 'Denied';

  const breadcrumbs = (
    <Breadcrumbs aria-label={t('details.breadcrumbs')} sx={{ mb: 2, '& ol': { flexWrap: 'wrap' } }}>
      <Link component={RouterLink} to={href(paths.subscriptions)} color="inherit">
        {t('list.title')}
      </Link>
      <Typography color="text.primary" aria-current="page">
        {t('details.title')}
      </Typography>
    </Breadcrumbs>
  );
  if (query.isError) {
    return (
      <>
        {breadcrumbs}
        <Alert severity="error">{text.apiError(query.error)}</Alert>
      </>
    );
  }
  return (
    <>
      {breadcrumbs}
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3 }}
      >
        <Typography variant="h1">{t('details.title')}</Typography>
        <Tooltip title={denied ? t('details.deniedNoDelete') : ''}>
          <span>
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteOutlineIcon />}
              disabled={!s || denied || canManage !== true}
              onClick={() => setDeleting(true)}
            >
              {t('list.deleteSubscription')}
            </Button>
          </span>
        </Tooltip>
      </Box>
      {!s ? (
        <Skeleton role="progressbar" variant="rounded" height={260} aria-label={t('loading')} />
      ) : (
        <Stack spacing={4}>
          <SubscriptionFacts subscription={s} />
          <TextField
            select
            size="small"
            label={t('details.version')}
            value={version || s.versions[0]?.key || ''}
            onChange={(e) => setVersion(e.target.value)}
            disabled={s.versions.length === 0}
            helperText={s.versions.length === 0 ? t('details.noVersion') : undefined}
            sx={{ maxWidth: 260 }}
          >
            {s.versions.map((v) => (
              <MenuItem key={v.key} value={v.key}>
                {v.key}
              </MenuItem>
            ))}
          </TextField>
          {s.credentials && <SummaryCredentials credentials={s.credentials} />}
        </Stack>
      )}
      {s && currentTeam && (
        <DeleteSubscriptionDialog
          teamId={currentTeam.uuid}
          subscription={deleting ? s : undefined}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            // Leaving the page: the lists it leads to must not show the subscription any more.
            void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
            void queryClient.invalidateQueries({ queryKey: ['applications'] });
            navigate(href(paths.subscriptions), { replace: true });
          }}
        />
      )}
    </>
  );
}
