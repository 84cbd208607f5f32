/**
 * The access entries (spec 2 section 3 "Catalog relation"): the team name or the invitee's e-mail, the created date,
 * Accepted or Pending, and a revoke button. On narrow screens the kind column goes and the table scrolls by itself,
 * with the revoke button kept at the right edge (issue 22).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { Skeleton } from '../../../../shared/ui/skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../shared/i18n';
import type { CatalogRelation } from '@dc/contracts';
import { useFormatDate } from '../../../../shared/lib/dates/use-format-date';
import { stickyLastColumnSx } from '../../../../shared/ui/scroll-table';

const NARROW_HIDDEN = { display: { xs: 'none', sm: 'table-cell' } } as const;

export const granteeName = (r: CatalogRelation) => r.team_name ?? r.invitee_email_address ?? '';

export interface RelationsTableProps {
  relations?: CatalogRelation[];
  busy: boolean;
  onRevoke(relation: CatalogRelation): void;
}

export function RelationsTable({ relations, busy, onRevoke }: RelationsTableProps) {
  const { t } = useTranslation('catalogs');
  const formatDate = useFormatDate();
  if (!relations) return <Skeleton role="progressbar" variant="rounded" height={96} aria-label={t('loading')} />;
  if (relations.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="relations-empty">
        {t('access.empty')}
      </Typography>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        aria-labelledby="catalog-relations-title"
        data-testid="relations-table"
        sx={stickyLastColumnSx}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('access.columns.grantee')}</TableCell>
            <TableCell sx={NARROW_HIDDEN}>{t('access.columns.kind')}</TableCell>
            <TableCell>{t('access.columns.created')}</TableCell>
            <TableCell>{t('access.columns.status')}</TableCell>
            <TableCell align="right">{t('access.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {relations.map((r) => {
            const name = granteeName(r);
            return (
              <TableRow key={r.id} data-testid="relation-row">
                <TableCell sx={{ overflowWrap: 'anywhere', fontWeight: 500, minWidth: 140 }}>{name}</TableCell>
                <TableCell sx={NARROW_HIDDEN}>{t(`access.kind.${r.invite_type}`)}</TableCell>
                <TableCell>{formatDate(r.created_at_date_time, 'catalog')}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={t(`access.status.${r.status}`)}
                    color={r.status === 'Accepted' ? 'success' : 'default'}
                    variant={r.status === 'Accepted' ? 'filled' : 'outlined'}
                    data-testid="relation-status"
                  />
                </TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    color="error"
                    disabled={busy}
                    onClick={() => onRevoke(r)}
                    aria-label={t('access.revokeLabel', { name })}
                  >
                    {t('access.revoke')}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
