/**
 * Event detail at /events/{eventMetadataId}?version (spec 2 section 2.4): head with Subscribe, and the
 * Introduction, Documentation, Release Notes (disabled) and Support tabs. A 403 shows 'Not authorized to access
 * this product', anything else 'The Event product does not exist' (and a notification unless it was a 404).
 */
import Box from '@mui/material/Box';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import type { EventDetails } from '@dc/contracts';
import { ApiRequestError } from '../../../../shared/lib/api-error';
import { useCurrentTeam } from '../../../../shared/lib/current-team/current-team-context';
import { notifyApiError } from '../../../../shared/lib/notify';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title';
import { useEventDetails } from '../../api/get-event-details';
import { DetailPanel, DetailTabs, useDetailTab } from '../detail/detail-tabs';
import { ProductBreadcrumbs } from '../detail/product-breadcrumbs';
import { ProductLoadError } from '../detail/product-load-error';
import { SupportPanel } from '../detail/support-panel';
import { IntroductionPanel } from '../introduction/introduction-panel';
import { EventDocumentation } from './event-documentation';
import { EventHeader } from './event-header';
import { PageContainer } from '../../../../shared/ui/page-container';

export interface EventDetailPageProps {
  eventMetadataId: string;
  /** Subscribe and the other actions of the head, from the event subscriptions area (composed by the route). */
  renderActions?(event: EventDetails): ReactNode;
}

export function EventDetailPage({ eventMetadataId, renderActions }: EventDetailPageProps) {
  const { t } = useTranslation('products');
  const { currentTeam } = useCurrentTeam();
  const event = useEventDetails(currentTeam, eventMetadataId);
  const { tab, select } = useDetailTab();
  useDocumentTitle(event.data?.eventTitle, t('gallery.title'));
  const error = event.error;
  useEffect(() => {
    const expected = error instanceof ApiRequestError && (error.status === 403 || error.status === 404);
    if (error && !expected) notifyApiError(error);
  }, [error]);
  return (
    <PageContainer maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <ProductBreadcrumbs name={event.data?.eventTitle} />
      {event.isError ? (
        <ProductLoadError error={event.error} notFound={t('detail.eventNotFound')} />
      ) : !event.data ? (
        <Box aria-busy="true" data-testid="event-loading">
          <Skeleton variant="rounded" width={56} height={24} />
          <Skeleton variant="text" width="45%" height={48} />
          <Skeleton variant="text" width="80%" />
          <Skeleton variant="rounded" height={48} sx={{ mt: 3 }} />
        </Box>
      ) : (
        <>
          <EventHeader event={event.data} actions={renderActions?.(event.data)} />
          <DetailTabs tab={tab} onSelect={select} />
          <DetailPanel tab={tab}>
            {tab === 'introduction' && <IntroductionPanel type="event" productId={event.data.eventMetadataId} />}
            {tab === 'documentation' && <EventDocumentation event={event.data} />}
            {tab === 'support' && <SupportPanel productName={event.data.eventTitle} />}
          </DetailPanel>
        </>
      )}
    </PageContainer>
  );
}
