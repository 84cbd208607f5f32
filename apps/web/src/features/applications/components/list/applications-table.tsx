/**
 * The application table (spec 2 section 2.6): Name (with ID, linking to the detail), Created, Credentials (a key
 * linking to the credentials tab) and delete. It scrolls sideways inside its own focusable region on narrow screens.
 */
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import KeyIcon from '@mui/icons-material/VpnKeyOutlined';
import { memo } from 'react';
import { Link as RouterLink } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import type { Application } from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import { DeferredTooltip } from '../../../../shared/ui/deferred-tooltip';
import { ScrollTable } from '../../../../shared/ui/scroll-table';
import { formatDate } from '../../../../shared/lib/dates/format-date';

const SKELETON_ROWS = 4;

export interface ApplicationsTableProps {
  rows: Application[];
  loading: boolean;
  emptyText: string;
  onDelete(app: Application): void;
}

/** Memo: rows is the page's memoized search result, so the page's other re-renders leave the table as it is. */
export const ApplicationsTable = memo(function ApplicationsTable({
  rows,
  loading,
  emptyText,
  onDelete,
}: ApplicationsTableProps) {
  const { t, i18n } = useTranslation('applications');
  // Rows of a cached list wait until the access check and the fresh list are in, behind the skeleton.
  const shown = loading ? [] : rows;
  return (
    <ScrollTable
      label={t('list.tableLabel')}
      columns={[
        t('list.columns.name'),
        t('list.columns.created'),
        { label: t('list.columns.credentials'), align: 'center' },
        { label: t('list.columns.delete'), align: 'center' },
      ]}
      rowCount={shown.length}
      loading={loading}
      empty={emptyText}
      skeletonRows={SKELETON_ROWS}
      minWidth={520}
      testId="applications-table"
      stickyActions
    >
      {shown.map((app) => {
        const resource = app.application_type === 'resource';
        const deleteTip = resource ? t('list.resourceApp') : t('list.deleteOf', { name: app.display_name });
        return (
          <TableRow key={app.id} hover data-testid="application-row">
            <TableCell sx={{ maxWidth: 360 }}>
              <Link
                component={RouterLink}
                to={href(paths.application, { applicationId: app.id }, { type: 'general' })}
                sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
              >
                {app.display_name}
              </Link>
              <Typography variant="caption" component="div" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {t('list.id', { id: app.id })}
              </Typography>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {(app.created_date && formatDate(app.created_at, 'date', i18n.language)) || t('notAvailable')}
            </TableCell>
            <TableCell align="center">
              <DeferredTooltip title={t('list.credentialsOf', { name: app.display_name })}>
                <IconButton
                  component={RouterLink}
                  to={href(paths.application, { applicationId: app.id }, { type: 'credentials' })}
                  aria-label={t('list.credentialsOf', { name: app.display_name })}
                  size="small"
                >
                  <KeyIcon fontSize="small" />
                </IconButton>
              </DeferredTooltip>
            </TableCell>
            <TableCell align="center">
              <DeferredTooltip title={deleteTip}>
                {/* A disabled button gets no pointer events: the wrapper carries the tooltip, and its text as its
                    name before the tooltip's code has arrived (deferred-tooltip.tsx). */}
                <span aria-label={deleteTip}>
                  <IconButton
                    aria-label={t('list.deleteOf', { name: app.display_name })}
                    size="small"
                    disabled={resource}
                    onClick={() => onDelete(app)}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </span>
              </DeferredTooltip>
            </TableCell>
          </TableRow>
        );
      })}
    </ScrollTable>
  );
});
