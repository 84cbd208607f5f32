/**
 * A JSON schema as a property list whose nested objects open on demand: a $ref is fetched only when opened (the
 * reference's schema parts), so a recursive schema is drawn one level per click, never infinitely. AsyncAPI
 * payloads (already resolved) and OpenAPI bodies, parameters and responses share it.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { schemaProperties, schemaRefName, type JsonObject as Json } from '@dc/contracts';
import { useTranslation } from '../../i18n';
import { PropertyRow } from './property-row';
import { schemaType } from './schema-view';
import { useReferenceSchema } from './use-reference';

const obj = (v: unknown): Json => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {});
const list = (v: unknown): Json[] => (Array.isArray(v) ? v.map(obj) : []);

/** A schema has something to open: properties, items with some, parts, or a reference. */
export function hasNested(schema: Json): boolean {
  if (schemaRefName(schema.$ref) || schema.oneOf || schema.anyOf || schema.allOf) return true;
  if (schemaProperties(schema).length > 0) return true;
  return schema.items !== undefined && hasNested(obj(schema.items));
}

export interface SchemaBodyProps {
  schema: Json;
  depth: number;
  /** Names of the referenced schemas above, to say where a schema refers back to one. */
  ancestors: string[];
}

function Facts({ schema }: { schema: Json }) {
  const { t } = useTranslation('api-reference');
  return (
    <Typography variant="caption" color="text.secondary" component="p">
      {schemaType(schema)}
      {Array.isArray(schema.enum) &&
        ` · ${t('allowed', { values: schema.enum.map((v) => JSON.stringify(v)).join(', ') })}`}
    </Typography>
  );
}

function RefBody({ name, depth, ancestors }: { name: string } & Omit<SchemaBodyProps, 'schema'>) {
  const { t } = useTranslation('api-reference');
  const found = useReferenceSchema(name);
  if (found.isPending && found.fetchStatus === 'idle') return <Facts schema={{ $ref: name }} />;
  if (found.isPending) return <Typography variant="caption">{t('loading')}</Typography>;
  if (found.isError) return <Typography variant="caption">{t('loadFailed')}</Typography>;
  return <SchemaBody schema={found.data} depth={depth} ancestors={[...ancestors, name]} />;
}

export function SchemaBody({ schema, depth, ancestors }: SchemaBodyProps) {
  const { t } = useTranslation('api-reference');
  const ref = schemaRefName(schema.$ref);
  if (ref) return <RefBody name={ref} depth={depth} ancestors={ancestors} />;
  const props = schemaProperties(schema);
  // Referenced allOf parts add their properties where they are opened; inline ones are in `props` already.
  const refParts = list(schema.allOf).filter((p) => schemaRefName(p.$ref));
  const variants = schema.oneOf ? ['oneOf', list(schema.oneOf)] : schema.anyOf ? ['anyOf', list(schema.anyOf)] : null;
  const items = schema.items !== undefined ? obj(schema.items) : undefined;
  const nothing = props.length === 0 && refParts.length === 0 && !variants && !(items && hasNested(items));
  return (
    <Box>
      {typeof schema.description === 'string' && depth === 0 && (
        <Typography variant="body2" color="text.secondary">
          {schema.description}
        </Typography>
      )}
      {nothing && <Facts schema={schema} />}
      {props.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {props.map((p) => (
            <PropertyRow key={p.name} {...p} depth={depth} ancestors={ancestors} />
          ))}
        </Box>
      )}
      {refParts.map((part, i) => (
        <SchemaBody key={i} schema={part} depth={depth} ancestors={ancestors} />
      ))}
      {variants && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t(variants[0] as 'oneOf')}>
          {(variants[1] as Json[]).map((v, i) => (
            <PropertyRow
              key={i}
              name={`${t(variants[0] as 'oneOf')} · ${t('option', { n: i + 1 })}`}
              schema={v}
              required={false}
              depth={depth}
              ancestors={ancestors}
            />
          ))}
        </Box>
      )}
      {items && hasNested(items) && props.length === 0 && (
        <SchemaBody schema={items} depth={depth} ancestors={ancestors} />
      )}
    </Box>
  );
}

export function SchemaTree({ title, schema }: { title: string; schema: Json }) {
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="overline" component="p" color="text.secondary">
        {title} · {schemaType(schema)}
      </Typography>
      <SchemaBody schema={schema} depth={0} ancestors={[]} />
    </Box>
  );
}
