/** Parameters (or response headers) as a list: name, where, type, required, description, example. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReferenceParameter } from '@dc/contracts';
import { useTranslation } from '../../i18n';
import { MONO } from './mono';
import { schemaType } from './schema-view';

export function ParametersTable({ parameters }: { parameters: ReferenceParameter[] }) {
  const { t } = useTranslation('api-reference');
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="parameters">
      {parameters.map((p) => (
        <Box component="li" key={`${p.in} ${p.name}`} sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
            <Typography component="span" variant="body2" sx={{ fontFamily: MONO, fontWeight: 500 }}>
              {p.name}
            </Typography>
            <Typography component="span" variant="caption" color="text.secondary">
              {p.in} · {p.schema ? schemaType(p.schema) : 'string'}
            </Typography>
            {p.required && (
              <Typography component="span" variant="caption" sx={{ color: '#B71C1C', fontWeight: 500 }}>
                {t('required')}
              </Typography>
            )}
            {p.deprecated && (
              <Typography component="span" variant="caption" color="text.secondary">
                {t('deprecated')}
              </Typography>
            )}
          </Box>
          {p.description && (
            <Typography variant="body2" color="text.secondary">
              {p.description}
            </Typography>
          )}
          {Array.isArray(p.schema?.enum) && (
            <Typography variant="caption" color="text.secondary" component="p">
              {t('allowed', { values: p.schema.enum.map((v) => JSON.stringify(v)).join(', ') })}
            </Typography>
          )}
          {p.example !== undefined && (
            <Typography variant="caption" component="p" sx={{ fontFamily: MONO }}>
              {t('example')}: {JSON.stringify(p.example)}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
