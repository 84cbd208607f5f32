/**
 * The application table (spec 2 section 2.6): Name (with ID, linking to the detail), Created, Credentials (a key
 * linking to the credentials tab) and delete. It scrolls sideways inside its own focusable region on narrow screens.
 * A row is plain elements under the table's one style rule (issue 18): with TableRow, TableCell, Link, Typography,
 * IconButton and the icons a row was ~34 components, each resolving its styles on every render.
 */
import type { CSSObject, Theme } from '@mui/material/styles';
import { memo } from 'react';
import { Link as RouterLink } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import type { Application } from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import { DeferredTooltip } from '../../../../shared/ui/deferred-tooltip';
import { ScrollTable, scrollTableClasses as cls } from '../../../../shared/ui/scroll-table';
import { formatDate } from '../../../../shared/lib/dates/format-date';

const SKELETON_ROWS = 4;

/** The name cell's parts: MUI Link (primary, underlined on hover) and a caption line (Typography caption). */
const nameStyles = (theme: Theme): CSSObject => ({
  '& .dc-app-name': {
    margin: 0,
    font: 'inherit',
    letterSpacing: 'inherit',
    color: theme.palette.primary.main,
    textDecoration: 'none',
    fontWeight: 500,
    overflowWrap: 'anywhere',
    '&:hover': { textDecoration: 'underline' },
  },
  '& .dc-app-id': {
    ...theme.typography.caption,
    margin: 0,
    color: theme.palette.text.secondary,
    overflowWrap: 'anywhere',
  },
});

/** Material Icons' VpnKeyOutlined and DeleteOutline (as @mui/icons-material draws them), without SvgIcon. */
const KEY_ICON =
  'M22 19h-6v-4h-2.68c-1.14 2.42-3.6 4-6.32 4-3.86 0-7-3.14-7-7s3.14-7 7-7c2.72 0 5.17 1.58 6.32 4H24v6h-2zm-4-2h2v-4h2v-2H11.94l-.23-.67C11.01 8.34 9.11 7 7 7c-2.76 0-5 2.24-5 5s2.24 5 5 5c2.11 0 4.01-1.34 4.71-3.33l.23-.67H18zM7 15c-1.65 0-3-1.35-3-3s1.35-3 3-3 3 1.35 3 3-1.35 3-3 3m0-4c-.55 0-1 .45-1 1s.45 1 1 1 1-.45 1-1-.45-1-1-1';
const DELETE_ICON = 'M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM8 9h8v10H8zm7.5-5-1-1h-5l-1 1H5v2h14V4z';

const icon = (d: string) => (
  <svg className={cls.icon} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
    <path d={d} />
  </svg>
);

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
      rowStyles={nameStyles}
    >
      {shown.map((app) => {
        const resource = app.application_type === 'resource';
        const deleteTip = resource ? t('list.resourceApp') : t('list.deleteOf', { name: app.display_name });
        return (
          <tr key={app.id} className={cls.row} data-testid="application-row">
            <td className={cls.cell} style={{ maxWidth: 360 }}>
              <RouterLink
                className="dc-app-name"
                to={href(paths.application, { applicationId: app.id }, { type: 'general' })}
              >
                {app.display_name}
              </RouterLink>
              <div className="dc-app-id">{t('list.id', { id: app.id })}</div>
            </td>
            <td className={cls.cell} style={{ whiteSpace: 'nowrap' }}>
              {(app.created_date && formatDate(app.created_at, 'date', i18n.language)) || t('notAvailable')}
            </td>
            <td className={`${cls.cell} ${cls.center}`}>
              <DeferredTooltip title={t('list.credentialsOf', { name: app.display_name })}>
                <RouterLink
                  className={cls.iconButton}
                  to={href(paths.application, { applicationId: app.id }, { type: 'credentials' })}
                  aria-label={t('list.credentialsOf', { name: app.display_name })}
                >
                  {icon(KEY_ICON)}
                </RouterLink>
              </DeferredTooltip>
            </td>
            <td className={`${cls.cell} ${cls.center}`}>
              <DeferredTooltip title={deleteTip}>
                {/* A disabled button gets no pointer events: the wrapper carries the tooltip, and its text as its
                    name before the tooltip's code has arrived (deferred-tooltip.tsx). */}
                <span aria-label={deleteTip}>
                  <button
                    type="button"
                    className={cls.iconButton}
                    aria-label={t('list.deleteOf', { name: app.display_name })}
                    disabled={resource}
                    onClick={() => onDelete(app)}
                  >
                    {icon(DELETE_ICON)}
                  </button>
                </span>
              </DeferredTooltip>
            </td>
          </tr>
        );
      })}
    </ScrollTable>
  );
});
