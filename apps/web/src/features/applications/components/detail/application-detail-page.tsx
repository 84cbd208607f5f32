/**
 * Application detail (spec 2 sections 2.2, 2.8): /applications/{id}?type=general|credentials, with Configuration and
 * Subscriptions tabs; the delete control in the header asks for the display name. The Subscriptions tab comes from
 * the subscriptions area (composed by the route).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Skeleton } from '../../../../shared/ui/skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import type { Application } from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title';
import { useApplication } from '../../api/get-application';
import { useApplicationAccess } from '../../hooks/use-application-access';
import { useMessageText } from '../../utils/use-message-text';
import { BasicUserNotice } from '../list/basic-user-notice';
import { DeleteApplicationDialog } from '../list/delete-application-dialog';
import { ApplicationBreadcrumbs } from './application-breadcrumbs';
import { ConfigurationTab } from './configuration-tab';
import { CredentialsTab } from './credentials-tab';
import { DetailTabs, useDetailTab } from './detail-tabs';
import { GeneralTab } from './general-tab';

export interface ApplicationDetailPageProps {
  applicationId: string;
  renderSubscriptions(app: Application, teamId: string): ReactNode;
}

export function ApplicationDetailPage({ applicationId, renderSubscriptions }: ApplicationDetailPageProps) {
  const { t } = useTranslation('applications');
  const text = useMessageText();
  const navigate = useNavigate();
  const { allowed, teamId } = useApplicationAccess();
  const query = useApplication(allowed !== false ? teamId : undefined, applicationId);
  const [tab, setTab] = useDetailTab();
  const [deleting, setDeleting] = useState(false);
  const app = query.data;
  useDocumentTitle(app?.display_name, t('list.title'));

  if (allowed === false) {
    return (
      <>
        <ApplicationBreadcrumbs name={t('detail.pageTitle')} />
        <BasicUserNotice />
      </>
    );
  }
  if (query.isError && allowed === true) {
    return (
      <>
        <ApplicationBreadcrumbs name={t('detail.pageTitle')} />
        <Alert severity="error" data-testid="application-load-error">
          {text.apiError(query.error)}{' '}
          <Link component={RouterLink} to={href(paths.applications)}>
            {t('detail.backToList')}
          </Link>
        </Alert>
      </>
    );
  }
  if (!app || !teamId || allowed === undefined) {
    return (
      <>
        <ApplicationBreadcrumbs />
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton role="progressbar" variant="rounded" height={240} sx={{ mt: 3 }} aria-label={t('loading')} />
      </>
    );
  }
  const resource = app.application_type === 'resource';
  const panels: Record<typeof tab, ReactNode> = {
    general: <GeneralTab app={app} />,
    credentials: <CredentialsTab app={app} teamId={teamId} />,
    // Keyed by the stored values, so a save elsewhere resets the form to what the server holds.
    configuration: <ConfigurationTab key={app.id} app={app} teamId={teamId} />,
    subscriptions: renderSubscriptions(app, teamId),
  };
  return (
    <>
      <ApplicationBreadcrumbs name={app.display_name} />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 2,
          mb: 3,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {app.display_name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {t('list.id', { id: app.id })}
          </Typography>
        </Box>
        <Tooltip title={resource ? t('list.resourceApp') : ''}>
          <span>
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteOutlineIcon />}
              disabled={resource}
              onClick={() => setDeleting(true)}
            >
              {t('detail.delete')}
            </Button>
          </span>
        </Tooltip>
      </Box>
      <DetailTabs tab={tab} onChange={setTab} panel={panels[tab]} />
      <DeleteApplicationDialog
        teamId={teamId}
        application={deleting ? app : undefined}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate(href(paths.applications), { replace: true })}
      />
    </>
  );
}
