/** An AsyncAPI 2.x/3.0 reference in the console's look: info, servers, operations with their messages. */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import { toAsyncApiModel } from '../../utils/asyncapi-model';
import { AsyncApiOperationCard } from './asyncapi-operation';
import { Description } from '../../../../shared/ui/api-reference/description';

const MONO = 'ui-monospace, Menlo, Consolas, monospace';
/** Long documents open with their operations collapsed. */
const EXPANDED_UP_TO = 8;

export default function AsyncApiView({ document }: { document: Record<string, unknown> }) {
  const { t } = useTranslation('products');
  const model = useMemo(() => toAsyncApiModel(document), [document]);
  return (
    <Box data-testid="asyncapi-viewer" sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h3" sx={{ fontSize: '1.375rem' }}>
          {model.title}
        </Typography>
        {model.version && <Chip size="small" label={model.version} />}
        <Chip size="small" variant="outlined" label={`AsyncAPI ${model.asyncapi}`} />
      </Box>
      {model.description && (
        <Description text={model.description} color="text.secondary" sx={{ mt: 1, maxWidth: '80ch' }} />
      )}
      {model.servers.length > 0 && (
        <Box sx={{ mt: 3 }}>
          <Typography variant="h4" sx={{ fontSize: '1.125rem', mb: 1 }}>
            {t('asyncapi.servers')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="asyncapi-servers">
            {model.servers.map((s) => (
              <Box
                component="li"
                key={s.name}
                sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', py: 0.75 }}
              >
                <Chip size="small" label={s.name} />
                <Typography variant="body2" sx={{ fontFamily: MONO, overflowWrap: 'anywhere' }}>
                  {s.url}
                </Typography>
                {s.protocol && <Chip size="small" variant="outlined" label={s.protocol.toUpperCase()} />}
                {s.description && (
                  <Typography variant="body2" color="text.secondary">
                    {s.description}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
        </Box>
      )}
      <Typography variant="h4" sx={{ fontSize: '1.125rem', mt: 3, mb: 1 }}>
        {t('asyncapi.operations')}
      </Typography>
      {model.operations.map((op) => (
        <AsyncApiOperationCard key={op.id} operation={op} defaultExpanded={model.operations.length <= EXPANDED_UP_TO} />
      ))}
    </Box>
  );
}
