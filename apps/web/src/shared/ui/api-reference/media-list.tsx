/** The bodies of a request or response, one per media type: its schema tree beside its example. */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { ReferenceMedia } from '@dc/contracts';
import { ExampleBlock } from './example-block';
import { SchemaTree } from './schema-tree';

export function MediaList({ content, title, of }: { content: ReferenceMedia[]; title: string; of: string }) {
  // The same schema under several media types (2.0 produces/consumes) is drawn once.
  const shown = content.filter(
    (m, i) => content.findIndex((o) => JSON.stringify(o.schema) === JSON.stringify(m.schema)) === i,
  );
  return shown.map((m) => (
    <Box key={m.mediaType} sx={{ mt: 1 }}>
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        {content
          .filter((o) => JSON.stringify(o.schema) === JSON.stringify(m.schema))
          .map((o) => (
            <Chip key={o.mediaType} size="small" variant="outlined" label={o.mediaType} />
          ))}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          mt: 1,
        }}
      >
        <Box sx={{ minWidth: 0 }}>{m.schema && <SchemaTree title={title} schema={m.schema} />}</Box>
        {m.example !== undefined && <ExampleBlock value={m.example} of={`${of} ${m.mediaType}`} />}
      </Box>
    </Box>
  ));
}
