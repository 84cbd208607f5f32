/**
 * The Documentation tab of an API (spec 2 section 2.3): version selector, deployment URLs per environment, and the
 * OpenAPI reference of the chosen version and environment. Version and environment are in the URL.
 */
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSearchParams } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import type { ApiProductSummary } from '@dc/contracts';
import { isOpenApi, pickDeployment, pickVersion, sortDeployments } from '../../utils/deployments';
import { PanelMessage } from '../detail/panel-message';
import { DeploymentList } from './deployment-list';
import { OpenApiSection } from './openapi-section';
import { formatDate } from '../../../../shared/lib/dates/format-date';

export function ApiDocumentation({ api }: { api: ApiProductSummary }) {
  const { t, i18n } = useTranslation('products');
  const [search, setSearch] = useSearchParams();
  const version = pickVersion(api.versions, search.get('version'));
  if (!version) return <PanelMessage testId="no-version">{t('documentation.noVersion')}</PanelMessage>;
  const deployment = pickDeployment(version.deployments, search.get('environment'));
  const set = (key: 'version' | 'environment', value: string) =>
    setSearch((prev) => {
      const out = new URLSearchParams(prev);
      out.set(key, value);
      if (key === 'version') out.delete('environment');
      return out;
    });
  const published = formatDate(version.created_at, 'date', i18n.language);
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('documentation.version')}
          value={version.key}
          onChange={(e) => set('version', e.target.value)}
          sx={{ minWidth: 160 }}
        >
          {api.versions.map((v) => (
            <MenuItem key={v.key} value={v.key}>
              {v.key}
            </MenuItem>
          ))}
        </TextField>
        {version.deployments.length > 0 && deployment && (
          <TextField
            select
            size="small"
            label={t('documentation.environment')}
            value={deployment.environment}
            onChange={(e) => set('environment', e.target.value)}
            sx={{ minWidth: 160 }}
          >
            {sortDeployments(version.deployments).map((d) => (
              <MenuItem key={d.environment} value={d.environment}>
                {d.environment}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Typography variant="body2" color="text.secondary">
          {t('documentation.published', { date: published, count: version.operations })}
        </Typography>
      </Box>
      <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
        {t('documentation.deployments')}
      </Typography>
      <DeploymentList deployments={version.deployments} />
      <Box sx={{ mt: 4 }}>
        {isOpenApi(version) ? (
          <OpenApiSection
            key={`${version.key}-${deployment?.environment ?? ''}`}
            apiId={api.uuid}
            apiName={api.display_name}
            version={version}
            environment={deployment?.environment}
          />
        ) : (
          <PanelMessage testId="no-openapi">{t('documentation.noOpenApi')}</PanelMessage>
        )}
      </Box>
    </Box>
  );
}
