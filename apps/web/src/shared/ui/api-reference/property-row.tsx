/** One property of a schema: name, type, required, description, allowed values; its own schema opens on demand. */
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { schemaRefName, type JsonObject as Json } from '@dc/contracts';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { MONO } from './mono';
import { hasNested, SchemaBody } from './schema-tree';
import { schemaType } from './schema-view';

export interface PropertyRowProps {
  name: string;
  schema: Json;
  required: boolean;
  depth: number;
  ancestors: string[];
}

export function PropertyRow({ name, schema, required, depth, ancestors }: PropertyRowProps) {
  const { t } = useTranslation('api-reference');
  const [open, setOpen] = useState(false);
  const nested = hasNested(schema);
  const items = typeof schema.items === 'object' && schema.items !== null ? (schema.items as Json) : {};
  const ref = schemaRefName(schema.$ref) ?? schemaRefName(items.$ref);
  const recursive = ref !== undefined && ancestors.includes(ref);
  return (
    <Box component="li" sx={{ py: 0.5 }} data-testid="schema-property">
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', minHeight: 28 }}>
        {nested ? (
          <IconButton
            size="small"
            sx={{ ml: -0.75, p: 0.25 }}
            aria-expanded={open}
            aria-label={t(open ? 'collapse' : 'expand', { name })}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
          </IconButton>
        ) : null}
        <Typography component="span" variant="body2" sx={{ fontFamily: MONO, fontWeight: 500 }}>
          {name}
        </Typography>
        <Typography component="span" variant="caption" color="text.secondary">
          {schemaType(schema)}
        </Typography>
        {required && (
          <Typography component="span" variant="caption" sx={{ color: '#B71C1C', fontWeight: 500 }}>
            {t('required')}
          </Typography>
        )}
        {recursive && (
          <Typography component="span" variant="caption" color="text.secondary">
            ({t('recursive', { name: ref })})
          </Typography>
        )}
      </Box>
      {typeof schema.description === 'string' && (
        <Typography variant="body2" color="text.secondary">
          {schema.description}
        </Typography>
      )}
      {Array.isArray(schema.enum) && (
        <Typography variant="caption" color="text.secondary" component="p">
          {t('allowed', { values: schema.enum.map((v) => JSON.stringify(v)).join(', ') })}
        </Typography>
      )}
      {open && (
        <Box sx={{ pl: 2, ml: 0.5, borderLeft: 1, borderColor: 'divider' }}>
          <SchemaBody schema={schema} depth={depth + 1} ancestors={ancestors} />
        </Box>
      )}
    </Box>
  );
}
