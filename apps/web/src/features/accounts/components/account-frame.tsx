/**
 * The frame of an account's pages (/accounts/{accountId}/summary, /teams, /teams/{teamId}; spec 1 section 2.1):
 * breadcrumbs with the account name (and the team name), the Summary and Teams sections, and the permission guard.
 */
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import { Skeleton } from '../../../shared/ui/skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n';
import { href, paths } from '../../../shared/config/paths';
import { ViewerGuard } from '../../../shared/ui/viewer-guard';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useAccount } from '../api/get-account';
import { useAccountTeams } from '../api/get-account-teams';
import { useAccountPermissions } from '../hooks/use-account-permissions';

export type AccountSection = 'summary' | 'teams' | 'team';

export interface AccountFrameProps {
  accountId: string;
  section: AccountSection;
  teamId?: string;
  children: ReactNode;
}

export function AccountFrame({ accountId, section, teamId, children }: AccountFrameProps) {
  const { t } = useTranslation('accounts');
  const account = useAccount(accountId);
  const teams = useAccountTeams(accountId);
  const permissions = useAccountPermissions(accountId);
  const team = teamId ? teams.data?.find((x) => x.uuid === teamId) : undefined;
  const teamName = team ? team.displayName || team.name : undefined;
  const name = account.data?.name;
  useDocumentTitle(teamName, name ?? t('discovery.title'));
  const allowed = section === 'summary' ? permissions.viewAccount : permissions.viewTeamsAccount;
  const crumb = (to: string, label: string) => (
    <Link component={RouterLink} to={to} color="inherit">
      {label}
    </Link>
  );
  return (
    <Box>
      <Breadcrumbs
        aria-label={t('frame.breadcrumbs')}
        sx={{ mb: 2, '& ol': { flexWrap: 'wrap' } }}
        data-testid="account-breadcrumbs"
      >
        {crumb(href(paths.accounts), t('discovery.title'))}
        {name ? crumb(href(paths.accountSummary, { accountId }), name) : <Skeleton width={120} />}
        {section !== 'summary' && crumb(href(paths.accountTeams, { accountId }), t('frame.teams'))}
        {section === 'team' && (
          <Typography color="text.primary" aria-current="page">
            {teamName ?? t('frame.team')}
          </Typography>
        )}
      </Breadcrumbs>
      {section !== 'team' && (
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
          <Tabs value={section} aria-label={t('frame.sections')}>
            <Tab
              value="summary"
              label={t('frame.summary')}
              component={RouterLink}
              to={href(paths.accountSummary, { accountId })}
            />
            <Tab
              value="teams"
              label={t('frame.teams')}
              component={RouterLink}
              to={href(paths.accountTeams, { accountId })}
            />
          </Tabs>
        </Box>
      )}
      <ViewerGuard allowed={account.isError ? false : allowed} error={account.error} asPage>
        {children}
      </ViewerGuard>
    </Box>
  );
}
