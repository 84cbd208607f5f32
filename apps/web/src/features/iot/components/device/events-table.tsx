/**
 * A device's events, newest first (spec 1 sections 2.9, 3): received time with the type's identifying fields
 * (trace id and topic; message id and client id; message name and port) and View Payload.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from '../../../../shared/i18n';
import type { IotResourceType } from '@dc/contracts';
import type { AnyIotEvent } from '../../api/get-events';
import { IotTable, type IotColumn, type IotLoadMore } from '../common/iot-table';
import { UtcTime } from '../common/utc-time';

const eventKey = (e: AnyIotEvent) => ('traceId' in e ? e.traceId : e.id);
// Topics wrap anywhere so the table stays narrow; ids stay on one line.
const mono = (text: string | number | null | undefined, wrap = false) => (
  <Box
    component="code"
    sx={{ fontSize: '0.8125rem', ...(wrap ? { overflowWrap: 'anywhere' } : { whiteSpace: 'nowrap' }) }}
  >
    {text ?? ''}
  </Box>
);

export interface EventsTableProps {
  kind: IotResourceType;
  rows: AnyIotEvent[];
  loading: boolean;
  loadMore: IotLoadMore;
  onView(event: AnyIotEvent): void;
}

export function EventsTable({ kind, rows, loading, loadMore, onView }: EventsTableProps) {
  const { t } = useTranslation('iot');
  const col = (key: string, cell: IotColumn<AnyIotEvent>['cell']) => ({ key, label: t(`events.columns.${key}`), cell });
  const byKind: Record<IotResourceType, IotColumn<AnyIotEvent>[]> = {
    current: [col('topic', (e) => mono(e.topic, true)), col('traceId', (e) => mono('traceId' in e ? e.traceId : ''))],
    region: [col('id', (e) => mono(eventKey(e))), col('clientId', (e) => mono('clientId' in e ? e.clientId : ''))],
    legacy: [
      col('messageName', (e) => ('messageName' in e ? e.messageName : '')),
      col('port', (e) => ('port' in e ? e.port : '')),
      col('id', (e) => mono(eventKey(e))),
    ],
  };
  const columns = [
    col('received', (e) => (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        <UtcTime iso={e.receivedUtc} withMs />
      </Box>
    )),
    ...byKind[kind],
    col('payload', (e) => (
      <Button size="small" variant="outlined" onClick={() => onView(e)} sx={{ whiteSpace: 'nowrap' }}>
        {t('events.viewPayload')}
      </Button>
    )),
  ];
  return (
    <IotTable
      label={t('events.tableLabel')}
      columns={columns}
      rows={rows}
      rowKey={eventKey}
      loading={loading}
      loadMore={loadMore}
      minWidth={760}
      testId="iot-events-table"
    />
  );
}
