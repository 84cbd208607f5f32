/**
 * The account's teams (spec 1 section 2.8): name (to the team summary), description, created, the user's role, and the
 * row's actions when the user may act; on phones that column stays at the right edge (issue 22).
 */
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Skeleton } from '../../../shared/ui/skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { Link as RouterLink } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n';
import { resolveError, roleLabel, type AccountTeam } from '@dc/contracts';
import { href, paths } from '../../../shared/config/paths';
import { formatDate } from '../../../shared/lib/dates/format-date';
import { stickyLastColumnSx } from '../../../shared/ui/scroll-table';

export interface AccountTeamsTableProps {
  accountId: string;
  teams?: AccountTeam[];
  error?: unknown;
  actions?(team: AccountTeam): ReactNode;
}

export function AccountTeamsTable({ accountId, teams, error, actions }: AccountTeamsTableProps) {
  const { t, i18n } = useTranslation('accounts');
  const columns = [t('table.name'), t('table.description'), t('table.created'), t('table.yourRole')];
  if (actions) columns.push(t('table.actions'));
  const message = (text: ReactNode) => (
    <TableRow>
      <TableCell colSpan={columns.length}>{text}</TableCell>
    </TableRow>
  );
  return (
    <TableContainer tabIndex={0} role="region" aria-labelledby="account-teams-title">
      <Table
        size="small"
        sx={{ minWidth: 640, ...(actions ? stickyLastColumnSx : {}) }}
        data-testid="account-teams-table"
      >
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c}>{c}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {error
            ? message(<Alert severity="error">{resolveError(error).message}</Alert>)
            : !teams
              ? message(<Skeleton role="progressbar" variant="text" aria-label={t('loading')} />)
              : teams.length === 0
                ? message(t('table.empty'))
                : teams.map((team) => (
                    <TableRow key={team.uuid} data-testid="account-team-row">
                      <TableCell sx={{ fontWeight: 500 }}>
                        <Link component={RouterLink} to={href(paths.accountTeam, { accountId, teamId: team.uuid })}>
                          {team.displayName || team.name}
                        </Link>
                      </TableCell>
                      <TableCell sx={{ maxWidth: 360 }}>{team.description}</TableCell>
                      <TableCell>{formatDate(team.createdTimeStamp, 'date', i18n.language)}</TableCell>
                      <TableCell>{team.role ? t(`roles.${roleLabel(team.role)}`) : t('table.notMember')}</TableCell>
                      {actions && <TableCell sx={{ whiteSpace: 'nowrap' }}>{actions(team)}</TableCell>}
                    </TableRow>
                  ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
