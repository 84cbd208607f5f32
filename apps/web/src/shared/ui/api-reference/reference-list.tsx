/**
 * The operations (by tag) and schemas as one virtualized list: only the rows in view are in the page, so a
 * document of thousands of operations lists at once.
 */
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n';
import type { Selection } from './deep-link';
import { MethodChip } from './method-chip';
import { MONO } from './mono';
import type { ReferenceRow } from './reference-rows';

const ROW = 40;

const isSelected = (row: ReferenceRow, s?: Selection) =>
  (row.kind === 'operation' && s?.kind === 'operation' && s.index === row.op.index) ||
  (row.kind === 'schema' && s?.kind === 'schema' && s.name === row.name);

function RowContent({ row }: { row: ReferenceRow }) {
  const { t } = useTranslation('api-reference');
  if (row.kind === 'tag' || row.kind === 'schemas') {
    return (
      <Typography variant="subtitle2" component="h3" noWrap sx={{ px: 1, pt: 1.5, fontWeight: 600 }}>
        {row.kind === 'tag' ? row.name : t('schemas')}{' '}
        <Typography component="span" variant="caption" color="text.secondary">
          {row.count}
        </Typography>
      </Typography>
    );
  }
  if (row.kind === 'schema') {
    return (
      <Typography noWrap variant="body2" sx={{ fontFamily: MONO }}>
        {row.name}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minWidth: 0 }}>
      <MethodChip method={row.op.method} small />
      <Typography noWrap variant="body2" title={row.op.summary ?? row.op.path} sx={{ minWidth: 0 }}>
        {row.op.summary ?? <span style={{ fontFamily: MONO }}>{row.op.path}</span>}
      </Typography>
    </Box>
  );
}

export interface ReferenceListProps {
  rows: ReferenceRow[];
  selected?: Selection;
  onSelect: (selection: Selection) => void;
  /** Brings the selected row into view (after a deep link). */
  reveal: number;
}

export function ReferenceList({ rows, selected, onSelect, reveal }: ReferenceListProps) {
  const { t } = useTranslation('api-reference');
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW,
    overscan: 8,
  });
  useEffect(() => {
    const at = rows.findIndex((r) => isSelected(r, selected));
    if (at >= 0) virtual.scrollToIndex(at, { align: 'auto' });
    // Only when asked to (a deep link), not on every selection by click.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reveal]);
  return (
    <Box
      ref={scroller}
      component="nav"
      aria-label={t('list')}
      data-testid="reference-list"
      sx={{ height: '100%', overflow: 'auto', borderRight: { md: 1 }, borderColor: { md: 'divider' } }}
    >
      <Box role="list" sx={{ height: virtual.getTotalSize(), position: 'relative' }}>
        {virtual.getVirtualItems().map((item) => {
          const row = rows[item.index];
          const heading = row.kind === 'tag' || row.kind === 'schemas';
          return (
            <Box
              role="listitem"
              key={item.key}
              sx={{
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                height: ROW,
                transform: `translateY(${item.start}px)`,
              }}
            >
              {heading ? (
                <RowContent row={row} />
              ) : (
                <ButtonBase
                  onClick={() =>
                    onSelect(
                      row.kind === 'operation'
                        ? { kind: 'operation', index: row.op.index }
                        : { kind: 'schema', name: row.name },
                    )
                  }
                  aria-current={isSelected(row, selected) || undefined}
                  data-testid={row.kind === 'operation' ? 'reference-list-operation' : 'reference-list-schema'}
                  sx={{
                    width: '100%',
                    height: ROW,
                    justifyContent: 'flex-start',
                    px: 1,
                    borderRadius: 1,
                    textAlign: 'left',
                    bgcolor: isSelected(row, selected) ? 'action.selected' : undefined,
                    '&:hover': { bgcolor: 'action.hover' },
                    '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
                  }}
                >
                  <RowContent row={row} />
                </ButtonBase>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
