/**
 * The frame of the console's tables: an outlined box whose table scrolls sideways inside a focusable, named region
 * when the screen is narrow (axe: scrollable-region-focusable), the standard header row, skeleton rows while the
 * first rows load, a centred text when there are none (with an optional next step, issue 22), and an optional pager
 * (spec 2 section 9) that only shows when there is something to page: "0–0 of 0" tells the user nothing. The caller
 * brings the columns, the rows (TableRow elements) and the texts.
 * On phones (below md) a table whose last column holds the row's actions keeps that column at the right edge while
 * the other columns scroll under it (issue 22): the action stays in reach without scrolling sideways first.
 * Issue 18: the header, skeleton and empty rows are plain elements under the table's one style rule (a TableCell and
 * a Skeleton a cell made the skeleton alone ~100 components), and rows may be too (scrollTableClasses); the pager's
 * code (TablePagination, which brings Select and Menu) loads when a table that pages first shows. Table and
 * TableBody stay MUI's: callers' TableRow and TableCell take the table's size and the body's variant from them.
 */
import Paper from '@mui/material/Paper';
import { alpha, lighten, styled, type CSSObject, type Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import type { TableCellProps } from '@mui/material/TableCell';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { onDemand, useOnDemand } from '../lib/on-demand';
import { skeletonStyle } from './skeleton';

export type ScrollTableColumn = string | { label: string; align?: TableCellProps['align'] };

export interface ScrollTablePagination {
  count: number;
  /** 1-based, as the API pages. */
  page: number;
  rowsPerPage: number;
  onPageChange(page: number): void;
  /** The translation namespace with pagination.rows, .first, .last, .next and .previous. */
  ns: string;
}

export interface ScrollTableProps {
  /** Names both the scrolling region and the table. */
  label: string;
  columns: readonly ScrollTableColumn[];
  /** How many rows the body holds now: none shows the skeleton (loading) or the empty text. */
  rowCount: number;
  loading?: boolean;
  /** The empty-state text; without it an empty table shows no such row. */
  empty?: ReactNode;
  /** The next step under the empty text (a link or button), e.g. where to find something to add. */
  emptyAction?: ReactNode;
  skeletonRows?: number;
  /** Below this width (px) the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  testId?: string;
  pagination?: ScrollTablePagination;
  /** The last column holds the row's actions (delete, details…): below md it stays at the right edge. */
  stickyActions?: boolean;
  /** More style rules for the caller's plain rows' parts (a module constant), serialised with the table's. */
  rowStyles?: (theme: Theme) => CSSObject;
  /** The rows: TableRow elements, or plain tr/td with scrollTableClasses, one cell a column. */
  children?: ReactNode;
}

/** Class names of plain rows and cells with MUI's table look (dc- keeps them apart from MUI's and emotion's). */
export const scrollTableClasses = {
  /** A body row highlighted under the pointer (TableRow hover). */
  row: 'dc-row',
  /** A cell of the table's size (TableCell, small); in thead, a header cell. */
  cell: 'dc-cell',
  center: 'dc-cell-center',
  /** IconButton size small, as a plain button or link, and its SvgIcon fontSize small. */
  iconButton: 'dc-icon-button',
  icon: 'dc-icon',
  skeleton: 'dc-skeleton-text',
  empty: 'dc-empty',
} as const;

const dc = (name: keyof typeof scrollTableClasses) => `& .${scrollTableClasses[name]}`;

/** MUI TableCell's look at size small (its border colour: the divider made opaque and lightened). */
function cellStyles(theme: Theme): CSSObject {
  return {
    [dc('cell')]: {
      ...theme.typography.body2,
      display: 'table-cell',
      verticalAlign: 'inherit',
      borderBottom: `1px solid ${lighten(alpha(theme.palette.divider, 1), 0.88)}`,
      textAlign: 'left',
      padding: '6px 16px',
      color: theme.palette.text.primary,
    },
    [`& > thead .${scrollTableClasses.cell}`]: {
      lineHeight: theme.typography.pxToRem(24),
      fontWeight: 600,
      whiteSpace: 'nowrap',
    },
    [dc('center')]: { textAlign: 'center' },
    [dc('row')]: { color: 'inherit', verticalAlign: 'middle', outline: 0 },
    [`${dc('row')}:hover`]: { backgroundColor: theme.palette.action.hover },
    [dc('skeleton')]: skeletonStyle({ theme, variant: 'text' }),
    // Centred across a table wider than a phone, the text sat off screen: on narrow screens it starts at the left
    // and stays in view while the table scrolls.
    [dc('empty')]: {
      paddingTop: theme.spacing(4),
      paddingBottom: theme.spacing(4),
      textAlign: 'left',
      color: theme.palette.text.secondary,
      [theme.breakpoints.up('md')]: { textAlign: 'center' },
      '& > div': { display: 'inline-block', position: 'sticky', left: 0 },
      '& > div > div': { marginTop: theme.spacing(1.5) },
    },
  };
}

/** MUI IconButton (size small, ButtonBase's reset) and SvgIcon (fontSize small) as plain elements. */
function iconButtonStyles(theme: Theme): CSSObject {
  return {
    [dc('iconButton')]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      position: 'relative',
      boxSizing: 'border-box',
      WebkitTapHighlightColor: 'transparent',
      backgroundColor: 'transparent',
      border: 0,
      margin: 0,
      cursor: 'pointer',
      userSelect: 'none',
      verticalAlign: 'middle',
      appearance: 'none',
      textDecoration: 'none',
      textAlign: 'center',
      flex: '0 0 auto',
      fontSize: theme.typography.pxToRem(18),
      padding: 5,
      borderRadius: '50%',
      color: theme.palette.action.active,
      transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
      '&:hover': {
        backgroundColor: alpha(theme.palette.action.active, theme.palette.action.hoverOpacity),
        '@media (hover: none)': { backgroundColor: 'transparent' },
      },
      '&:disabled': { pointerEvents: 'none', cursor: 'default', color: theme.palette.action.disabled },
    },
    [dc('icon')]: {
      userSelect: 'none',
      width: '1em',
      height: '1em',
      display: 'inline-block',
      flexShrink: 0,
      fill: 'currentColor',
      fontSize: theme.typography.pxToRem(20),
      transition: theme.transitions.create('fill', { duration: theme.transitions.duration.shorter }),
    },
  };
}

/** The table under one style rule for its plain parts (styled's CSS, not sx: no shorthands or spacing units). */
const RuledTable = styled(Table, { shouldForwardProp: (prop) => prop !== 'rowStyles' })<{
  rowStyles?: (theme: Theme) => CSSObject;
}>(({ theme, rowStyles }) => ({ ...cellStyles(theme), ...iconButtonStyles(theme), ...rowStyles?.(theme) }));

/** TablePagination, loaded when a table that pages first shows (it brings Select, Menu and Popover with it). */
const paginationModule = onDemand(() => import('@mui/material/TablePagination'));

/**
 * Pins the last column of a table's rows to the right edge of its scrolling region below md, on the paper colour
 * with a shadow on its left so the columns passing under it read as passing under. A full-width cell (the empty
 * state's colSpan) is not a column and stays put. Exported for the tables that draw their own Table.
 */
export const stickyLastColumnSx = {
  '& > thead > tr > th:last-child, & > tbody > tr > td:last-child:not([colspan])': {
    position: { xs: 'sticky', md: 'static' },
    right: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
    boxShadow: { xs: '-6px 0 6px -6px rgba(0, 0, 0, 0.3)', md: 'none' },
  },
};

const labelOf = (c: ScrollTableColumn) => (typeof c === 'string' ? c : c.label);

export function ScrollTable(props: ScrollTableProps) {
  const {
    label,
    columns,
    rowCount,
    loading = false,
    empty,
    emptyAction,
    skeletonRows = 3,
    minWidth,
    testId,
    pagination,
    stickyActions = false,
    rowStyles,
  } = props;
  const none = rowCount === 0;
  // Asked for as the table first shows, so the pager is usually in by the time the rows are.
  useOnDemand(paginationModule, pagination !== undefined);
  const cell = scrollTableClasses.cell;
  const centered = `${cell} ${scrollTableClasses.center}`;
  return (
    <Paper variant="outlined">
      {/* MUI TableContainer's look (and TableHead's below) as plain elements: two chunks fewer to name and fetch. */}
      <div tabIndex={0} role="region" aria-label={label} style={{ width: '100%', overflowX: 'auto' }}>
        <RuledTable
          size="small"
          aria-label={label}
          sx={{ minWidth, ...(stickyActions ? stickyLastColumnSx : {}) }}
          rowStyles={rowStyles}
          data-testid={testId}
        >
          <thead>
            <tr>
              {columns.map((c) => (
                <th
                  key={labelOf(c)}
                  scope="col"
                  className={typeof c !== 'string' && c.align === 'center' ? centered : cell}
                  style={typeof c !== 'string' && c.align && c.align !== 'center' ? { textAlign: c.align } : undefined}
                >
                  {labelOf(c)}
                </th>
              ))}
            </tr>
          </thead>
          <TableBody aria-busy={loading}>
            {loading &&
              none &&
              Array.from({ length: skeletonRows }, (_, i) => (
                <tr key={i}>
                  {columns.map((c) => (
                    <td key={labelOf(c)} className={cell}>
                      <span className={scrollTableClasses.skeleton} />
                    </td>
                  ))}
                </tr>
              ))}
            {!loading && none && empty != null && (
              <tr>
                <td colSpan={columns.length} className={`${cell} ${scrollTableClasses.empty}`}>
                  <div>
                    {empty}
                    {emptyAction != null && <div>{emptyAction}</div>}
                  </div>
                </td>
              </tr>
            )}
            {props.children}
          </TableBody>
        </RuledTable>
      </div>
      {pagination && pagination.count > 0 && <Pager {...pagination} />}
    </Paper>
  );
}

function Pager({ count, page, rowsPerPage, onPageChange, ns }: ScrollTablePagination) {
  const { t } = useTranslation(ns);
  const TablePagination = useOnDemand(paginationModule)?.default;
  if (!TablePagination) return null;
  return (
    <TablePagination
      component="div"
      count={count}
      page={page - 1}
      onPageChange={(_, p) => onPageChange(p + 1)}
      rowsPerPage={rowsPerPage}
      rowsPerPageOptions={[rowsPerPage]}
      labelDisplayedRows={({ from, to, count: of }) => t('pagination.rows', { from, to, count: of })}
      getItemAriaLabel={(type) => t(`pagination.${type}`)}
      sx={{ borderTop: 1, borderColor: 'divider' }}
    />
  );
}
