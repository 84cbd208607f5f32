/**
 * Sanitized HTML (documents, catalog details) in the console's typography. The caller sanitizes; `topHeading` is the
 * highest heading level the content uses, so documents whose headings start at h3 look like those starting at h2.
 */
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';

type HeadingLevel = 2 | 3;

function headingStyles(theme: Theme, top: HeadingLevel) {
  const [first, second] = [`& h${top}`, `& h${top + 1}`];
  const rest = Array.from({ length: 6 - top - 1 }, (_, i) => `& h${top + 2 + i}`).join(', ');
  return {
    [first]: { ...theme.typography.h2, fontSize: '1.375rem', mt: 0, mb: 1.5 },
    [second]: { ...theme.typography.h3, fontSize: '1.125rem', mt: 3, mb: 1 },
    [rest]: { fontSize: '1rem', fontWeight: 500, mt: 2, mb: 1 },
  };
}

export function RichText({
  html,
  testId,
  topHeading = 2,
}: {
  html: string;
  testId: string;
  topHeading?: HeadingLevel;
}) {
  return (
    <Box
      data-testid={testId}
      sx={(theme) => ({
        maxWidth: '72ch',
        overflowWrap: 'anywhere',
        lineHeight: 1.6,
        ...headingStyles(theme, topHeading),
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
      // Sanitized by the caller (DOMPurify, and by the server for documents).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
