/** Deployment URLs per environment, sorted alphabetically, with their throttling (spec 2 section 2.3). */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../shared/i18n';
import type { ApiDeployment } from '@dc/contracts';
import { sortDeployments } from '../../utils/deployments';
import { ThrottlingInfo } from './throttling-info';

export function DeploymentList({ deployments }: { deployments: readonly ApiDeployment[] }) {
  const { t } = useTranslation('products');
  if (deployments.length === 0) {
    return <Typography color="text.secondary">{t('documentation.noDeployments')}</Typography>;
  }
  return (
    <Box
      component="ul"
      aria-label={t('documentation.deployments')}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      data-testid="deployments"
    >
      {sortDeployments(deployments).map((d) => (
        <Box
          component="li"
          key={d.environment}
          data-environment={d.environment}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '88px minmax(0, 1fr) auto' },
            gap: { xs: 0.5, sm: 2 },
            alignItems: 'center',
            py: 1.25,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Chip size="small" label={d.environment} sx={{ width: 'fit-content', fontWeight: 500 }} />
          <Typography
            variant="body2"
            sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', overflowWrap: 'anywhere' }}
            data-testid="deployment-url"
          >
            {d.deployed_url}
          </Typography>
          <ThrottlingInfo throttling={d.config.throttling} />
        </Box>
      ))}
    </Box>
  );
}
