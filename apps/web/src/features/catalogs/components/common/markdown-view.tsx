/** Catalog Details rendered from Markdown and sanitized (utils/markdown), in the console's typography. */
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { renderMarkdown } from '../../utils/markdown';

export function MarkdownView({ markdown, testId = 'catalog-details' }: { markdown: string; testId?: string }) {
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  return (
    <Box
      data-testid={testId}
      sx={(theme) => ({
        maxWidth: '72ch',
        overflowWrap: 'anywhere',
        lineHeight: 1.6,
        '& h2': { ...theme.typography.h2, fontSize: '1.375rem', mt: 0, mb: 1.5 },
        '& h3': { ...theme.typography.h3, fontSize: '1.125rem', mt: 3, mb: 1 },
        '& h4, & h5, & h6': { fontSize: '1rem', fontWeight: 500, mt: 2, mb: 1 },
        '& p, & ul, & ol': { my: 1.25 },
        '& a': { color: 'primary.main' },
        '& code': { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '0.875em' },
        '& :not(pre) > code': { bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
        '& pre': { bgcolor: 'grey.100', p: 1.5, borderRadius: 1, overflowX: 'auto', maxWidth: '100%' },
        '& table': { borderCollapse: 'collapse', display: 'block', overflowX: 'auto', maxWidth: '100%' },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left' },
        '& img': { maxWidth: '100%' },
        '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, pl: 2, color: 'text.secondary' },
      })}
      // Sanitized by renderMarkdown (DOMPurify) just above.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
