/** A JSON schema as a nested property list: name, type, required, description, allowed values. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Json } from '../../utils/json-ref';
import { nestedSchema, schemaProperties, schemaType } from '../../utils/schema-view';

const MONO = 'ui-monospace, Menlo, Consolas, monospace';
const MAX_DEPTH = 8;

function Properties({ schema, depth, ancestors }: { schema: Json; depth: number; ancestors: Set<Json> }) {
  const { t } = useTranslation('products');
  const props = schemaProperties(schema);
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        pl: depth > 0 ? 2 : 0,
        borderLeft: depth > 0 ? 1 : 0,
        borderColor: 'divider',
      }}
    >
      {props.map(({ name, schema: s, required }) => {
        const inner = nestedSchema(s);
        const circular = inner !== undefined && ancestors.has(inner);
        return (
          <Box component="li" key={name} sx={{ py: 0.5 }}>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
              <Typography component="span" variant="body2" sx={{ fontFamily: MONO, fontWeight: 500 }}>
                {name}
              </Typography>
              <Typography component="span" variant="caption" color="text.secondary">
                {schemaType(s)}
              </Typography>
              {required && (
                <Typography component="span" variant="caption" sx={{ color: '#B71C1C', fontWeight: 500 }}>
                  {t('asyncapi.required')}
                </Typography>
              )}
            </Box>
            {typeof s.description === 'string' && (
              <Typography variant="body2" color="text.secondary">
                {s.description}
              </Typography>
            )}
            {Array.isArray(s.enum) && (
              <Typography variant="caption" color="text.secondary" component="p">
                {t('asyncapi.allowed', { values: s.enum.map((v) => JSON.stringify(v)).join(', ') })}
              </Typography>
            )}
            {inner &&
              (circular || depth >= MAX_DEPTH ? (
                <Typography variant="caption" color="text.secondary">
                  {t('asyncapi.circular')}
                </Typography>
              ) : (
                <Properties schema={inner} depth={depth + 1} ancestors={new Set(ancestors).add(inner)} />
              ))}
          </Box>
        );
      })}
    </Box>
  );
}

export function SchemaTree({ title, schema }: { title: string; schema: Json }) {
  const hasProps = schemaProperties(schema).length > 0;
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="overline" component="p" color="text.secondary">
        {title} · {schemaType(schema)}
      </Typography>
      {hasProps && <Properties schema={schema} depth={0} ancestors={new Set([schema])} />}
    </Box>
  );
}
