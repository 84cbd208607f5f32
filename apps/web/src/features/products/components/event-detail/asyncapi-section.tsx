/** The AsyncAPI reference of one version and environment, fetched with the token, shown in the lazy viewer. */
import { Skeleton } from '../../../../shared/ui/skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../../shared/i18n';
import { resolveError, type EventDetails, type EventEnvironment } from '@dc/contracts';
import { ApiRequestError } from '../../../../shared/lib/api-error';
import { useCurrentTeam } from '../../../../shared/lib/current-team/current-team-context';
import { useAsyncApi } from '../../api/get-asyncapi';
import { PanelMessage } from '../detail/panel-message';
import { AsyncApiViewer } from '../viewers/asyncapi-viewer';
import { FullScreenFrame } from '../../../../shared/ui/api-reference/full-screen-frame';

export interface AsyncApiSectionProps {
  event: EventDetails;
  version: string;
  environment?: EventEnvironment;
}

export function AsyncApiSection({ event, version, environment }: AsyncApiSectionProps) {
  const { t } = useTranslation('products');
  const { currentTeam } = useCurrentTeam();
  const doc = useAsyncApi(currentTeam, {
    namespace: event.namespaceId,
    eventName: event.eventName,
    version,
    environment,
  });
  if (doc.isPending) {
    return (
      <Stack spacing={1} aria-busy="true" data-testid="reference-loading">
        <Skeleton variant="text" width="30%" height={36} />
        <Skeleton variant="rounded" height={56} />
      </Stack>
    );
  }
  if (doc.isError) {
    const missing = doc.error instanceof ApiRequestError && doc.error.status === 404;
    return (
      <PanelMessage testId="documentation-not-found">
        {missing ? t('documentation.notFound') : resolveError(doc.error).message}
      </PanelMessage>
    );
  }
  return (
    <FullScreenFrame title={t('documentation.reference', { version })}>
      <AsyncApiViewer document={doc.data.asyncApiSpec} />
    </FullScreenFrame>
  );
}
