/**
 * The device's Events tab (spec 1 sections 2.9, 4.5): the query form, the events of the window (the default 1h runs
 * when the tab opens), Load more, and View Payload.
 */
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { resolveError, type IotResourceType } from '@dc/contracts';
import type { AnyIotDevice } from '../../api/get-devices';
import { useEvents, type AnyIotEvent } from '../../api/get-events';
import { useEventQuery } from '../../hooks/use-event-query';
import { rowsOf } from '../../utils/bookmarks';
import { EventQueryForm } from './event-query-form';
import { EventsTable } from './events-table';
import { PayloadDialog } from './payload-dialog';

export function EventsTab({ device, kind, region }: { device: AnyIotDevice; kind: IotResourceType; region?: string }) {
  const query = useEventQuery(device, kind, region);
  const events = useEvents(query.criteria);
  const [viewed, setViewed] = useState<AnyIotEvent>();
  return (
    <>
      <EventQueryForm query={query} kind={kind} busy={events.isFetching && !events.isFetchingNextPage} />
      {events.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {resolveError(events.error).message}
        </Alert>
      )}
      <EventsTable
        // A new run starts the table at its first page.
        key={query.criteria.run}
        kind={kind}
        rows={rowsOf(events.data?.pages)}
        loading={events.isPending}
        loadMore={{
          hasMore: events.hasNextPage,
          loading: events.isFetchingNextPage,
          onLoadMore: () => events.fetchNextPage(),
        }}
        onView={setViewed}
      />
      <PayloadDialog event={viewed} onClose={() => setViewed(undefined)} />
    </>
  );
}
