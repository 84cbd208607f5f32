/** The OpenAPI reference of one version and environment: fetched with the token, shown in the lazy viewer. */
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { resolveError, type ApiVersion, type ProductEnvironment } from '@dc/contracts';
import { ApiRequestError } from '../../../../shared/lib/api-error';
import { useCurrentTeam } from '../../../../shared/lib/current-team/current-team-context';
import { useOpenApi } from '../../api/get-openapi';
import { PanelMessage } from '../detail/panel-message';
import { FullScreenFrame } from '../viewers/full-screen-frame';
import { OpenApiViewer } from '../viewers/openapi-viewer';

export interface OpenApiSectionProps {
  apiId: string;
  version: ApiVersion;
  environment?: ProductEnvironment;
}

export function OpenApiSection({ apiId, version, environment }: OpenApiSectionProps) {
  const { t } = useTranslation('products');
  const { currentTeam } = useCurrentTeam();
  const doc = useOpenApi(currentTeam?.uuid, apiId, version.key, environment);
  if (doc.isPending) {
    return (
      <Stack spacing={1} aria-busy="true" data-testid="reference-loading">
        <Skeleton variant="text" width="30%" height={36} />
        <Skeleton variant="rounded" height={56} />
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
    <FullScreenFrame title={t('documentation.reference', { version: version.key })}>
      <OpenApiViewer spec={doc.data} operations={version.operations} />
    </FullScreenFrame>
  );
}
