/**
 * The OpenAPI reference of one version, in the shared viewer, read from the version's prepared parts; each operation
 * offers Try it against the chosen environment's deployment.
 */
import { useMemo } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import type { ApiVersion, ProductEnvironment } from '@dc/contracts';
import { useCurrentTeam } from '../../../../shared/lib/current-team/current-team-context';
import { ApiReferenceViewer } from '../../../../shared/ui/api-reference/api-reference-viewer';
import { FullScreenFrame } from '../../../../shared/ui/api-reference/full-screen-frame';
import { apiReferenceSource } from '../../api/get-api-reference';
import { TryItPanel } from './try-it-panel';

export interface OpenApiSectionProps {
  apiId: string;
  apiName: string;
  version: ApiVersion;
  environment?: ProductEnvironment;
}

export function OpenApiSection({ apiId, apiName, version, environment }: OpenApiSectionProps) {
  const { t } = useTranslation('products');
  const { currentTeam } = useCurrentTeam();
  const teamId = currentTeam?.uuid ?? '';
  const deployedUrl = version.deployments.find((d) => d.environment === environment)?.deployed_url;
  const source = useMemo(() => apiReferenceSource(teamId, apiId, version.key), [teamId, apiId, version.key]);
  return (
    <FullScreenFrame title={t('documentation.reference', { version: version.key })}>
      <ApiReferenceViewer
        source={source}
        renderOperationExtras={(op) => (
          <TryItPanel
            key={`${op.index}-${environment ?? ''}`}
            teamId={teamId}
            apiId={apiId}
            apiName={apiName}
            deployedUrl={deployedUrl}
            environment={environment}
            operation={op}
          />
        )}
      />
    </FullScreenFrame>
  );
}
