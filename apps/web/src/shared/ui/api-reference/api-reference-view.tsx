/**
 * The product's own OpenAPI 2.0 / 3.0 / 3.1 reference (issue 19), loaded as its own chunk: the index first (a
 * virtualized list of operations by tag and of schemas, with search), then the operation or schema opened, with
 * deep links in the URL fragment. Parts come from a ReferenceSource (a product version or a plain document).
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n';
import { hashOf, selectionFromHash, type Selection } from './deep-link';
import { OperationDetail, type OperationExtras } from './operation-detail';
import { ReferenceList } from './reference-list';
import { referenceRows } from './reference-rows';
import type { ReferenceSource } from './reference-source';
import { SchemaTree } from './schema-tree';
import { ReferenceSourceContext, useReferenceIndex } from './use-reference';
import { ViewerSkeleton } from './viewer-skeleton';

export interface ApiReferenceViewProps extends OperationExtras {
  source: ReferenceSource;
}

export default function ApiReferenceView({ source, renderOperationExtras }: ApiReferenceViewProps) {
  const { t } = useTranslation('api-reference');
  const index = useReferenceIndex(source);
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const [selected, setSelected] = useState<Selection>();
  const [reveal, setReveal] = useState(0);
  const data = index.data;
  useEffect(() => {
    if (!data) return;
    const follow = () => {
      const linked = selectionFromHash(window.location.hash, data);
      if (linked) {
        setSelected(linked);
        setReveal((n) => n + 1);
      } else setSelected((s) => s ?? (data.operations.length ? { kind: 'operation', index: 0 } : undefined));
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [data]);
  const rows = useMemo(() => (data ? referenceRows(data, deferred) : []), [data, deferred]);
  if (index.isPending) return <ViewerSkeleton />;
  if (index.isError || !data) return <Typography role="alert">{t('loadFailed')}</Typography>;
  const select = (s: Selection) => {
    setSelected(s);
    // The fragment only: the page's own query (version, environment) stays, and no navigation happens.
    window.history.replaceState(window.history.state, '', hashOf(s, data));
  };
  return (
    <ReferenceSourceContext.Provider value={source}>
      <Box data-testid="openapi-viewer" sx={{ mt: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h3" sx={{ fontSize: '1.25rem' }}>
            {data.title}
          </Typography>
          {data.version && <Chip size="small" label={data.version} />}
          <Chip size="small" variant="outlined" label={data.format.replace('openapi-', 'OpenAPI ')} />
          <Typography variant="body2" color="text.secondary">
            {t('operations', { count: data.operations.length })}
          </Typography>
        </Box>
        <TextField
          type="search"
          size="small"
          fullWidth
          label={t('search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ mt: 2, maxWidth: { md: 320 } }}
        />
        {rows.length === 0 && (
          <Typography sx={{ mt: 1 }} role="status">
            {t('noMatch', { text: deferred })}
          </Typography>
        )}
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '320px minmax(0, 1fr)' },
            gap: { xs: 2, md: 3 },
            mt: 1,
            height: { md: 'min(75vh, 860px)' },
            '[data-testid=viewer-frame]:fullscreen &': { height: { md: 'calc(100vh - 150px)' } },
          }}
        >
          <Box sx={{ height: { xs: '40vh', md: '100%' }, minHeight: 0 }}>
            <ReferenceList rows={rows} selected={selected} onSelect={select} reveal={reveal} />
          </Box>
          <Box sx={{ minWidth: 0, overflow: { md: 'auto' }, pr: { md: 1 } }} data-testid="reference-detail">
            {selected?.kind === 'operation' && (
              <OperationDetail source={source} index={selected.index} renderOperationExtras={renderOperationExtras} />
            )}
            {selected?.kind === 'schema' && (
              <Box data-testid="reference-schema">
                <Typography variant="h3" sx={{ fontSize: '1.0625rem', mb: 1 }}>
                  {t('schema', { name: selected.name })}
                </Typography>
                <SchemaTree
                  title={selected.name}
                  schema={{ $ref: `#/components/schemas/${selected.name.replace(/~/g, '~0').replace(/\//g, '~1')}` }}
                />
              </Box>
            )}
          </Box>
        </Box>
      </Box>
    </ReferenceSourceContext.Provider>
  );
}
