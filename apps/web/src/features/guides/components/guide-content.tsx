/**
 * The open guide: HTML the server rendered from Markdown and sanitized (no scripts, styles or handlers; headings
 * carry ids), styled like the console's own text. A hash in the address scrolls to its heading and highlights it.
 */
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from '../../../shared/router';
import { HIGHLIGHT_CLASS, useHeadingHighlight } from '../hooks/use-heading-highlight';

/** Room for the sticky 56 px top bar above a heading scrolled into view. */
const SCROLL_MARGIN = 72;

const contentSx: SxProps<Theme> = (theme) => ({
  color: 'text.primary',
  lineHeight: 1.65,
  overflowWrap: 'anywhere',
  '& h1': { ...theme.typography.h1, mt: 0, mb: 2 },
  '& h2': { ...theme.typography.h2, mt: 4, mb: 1.5 },
  '& h3': { ...theme.typography.h3, mt: 3, mb: 1 },
  '& h1, & h2, & h3, & h4, & h5, & h6': {
    scrollMarginTop: SCROLL_MARGIN,
    borderRadius: 1,
    mx: -1,
    px: 1,
    transition: 'background-color 300ms ease-out',
    '&:focus': { outline: 'none' },
  },
  [`& .${HIGHLIGHT_CLASS}`]: { backgroundColor: '#FFF1B8' },
  '& a': { color: 'primary.main' },
  '& code': {
    fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
    fontSize: '0.875em',
    backgroundColor: 'grey.100',
    borderRadius: 0.5,
    px: 0.5,
  },
  '& pre': { backgroundColor: 'grey.100', borderRadius: 1, p: 2, overflowX: 'auto', overflowWrap: 'normal' },
  '& pre code': { backgroundColor: 'transparent', p: 0 },
  '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse', maxWidth: '100%', my: 2 },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left', verticalAlign: 'top' },
  '& img': { maxWidth: '100%' },
  '& li + li': { mt: 0.5 },
});

export function GuideContent({ html }: { html: string }) {
  const container = useRef<HTMLDivElement>(null);
  const { hash, key } = useLocation();
  useHeadingHighlight(container, hash, key, html);
  // Code blocks and tables scroll sideways on narrow screens: keyboard users must be able to reach and scroll them.
  useLayoutEffect(() => {
    container.current?.querySelectorAll('pre, table').forEach((el) => el.setAttribute('tabindex', '0'));
  }, [html]);
  return <Box ref={container} sx={contentSx} data-testid="guide-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
