/**
 * Swagger UI in the console's look: its fonts and colours, method badges dark enough for white text (WCAG AA),
 * no outer margins of its own. Every selector starts at .swagger-ui so it outweighs Swagger's stylesheet, which
 * loads later.
 */
import type { SxProps, Theme } from '@mui/material/styles';

const METHOD_COLORS: Record<string, string> = {
  get: '#1565C0',
  post: '#2E7D32',
  put: '#A15C00',
  patch: '#00695C',
  delete: '#C62828',
  head: '#5E35B1',
  options: '#455A64',
};

const methods = Object.fromEntries(
  Object.entries(METHOD_COLORS).flatMap(([method, color]) => [
    [`& .swagger-ui .opblock.opblock-${method}`, { borderColor: color, background: `${color}0D` }],
    [`& .swagger-ui .opblock.opblock-${method} .opblock-summary-method`, { background: color }],
    [`& .swagger-ui .opblock.opblock-${method} .opblock-summary`, { borderColor: color }],
  ]),
);

export const swaggerSx: SxProps<Theme> = (theme) => ({
  '& .swagger-ui': { fontFamily: theme.typography.fontFamily, color: theme.palette.text.primary },
  '& .swagger-ui .wrapper': { px: 0, maxWidth: 'none' },
  '& .swagger-ui .information-container .info': { my: 2 },
  '& .swagger-ui .info .title': {
    fontFamily: theme.typography.fontFamily,
    fontSize: '1.5rem',
    color: theme.palette.text.primary,
  },
  '& .swagger-ui .info .title small': { verticalAlign: 'middle', backgroundColor: '#455A64' },
  '& .swagger-ui .info .title small pre': { fontFamily: theme.typography.fontFamily },
  '& .swagger-ui .info .title small.version-stamp': { backgroundColor: theme.palette.secondary.main },
  '& .swagger-ui .info a, & .swagger-ui a.link': { color: theme.palette.primary.main },
  '& .swagger-ui .info p, & .swagger-ui .info li, & .swagger-ui .markdown p': {
    fontFamily: theme.typography.fontFamily,
    fontSize: '0.95rem',
  },
  '& .swagger-ui a': { color: theme.palette.primary.main },
  '& .swagger-ui .opblock-tag': {
    fontFamily: theme.typography.fontFamily,
    fontSize: '1.125rem',
    color: theme.palette.text.primary,
  },
  '& .swagger-ui .opblock .opblock-summary-method': {
    borderRadius: '4px',
    fontFamily: theme.typography.fontFamily,
    minWidth: 72,
  },
  '& .swagger-ui .opblock .opblock-summary-path, & .swagger-ui .opblock .opblock-summary-description': {
    color: theme.palette.text.primary,
  },
  '& .swagger-ui .opblock .opblock-summary-path': { wordBreak: 'break-all' },
  '& .swagger-ui .opblock': { borderRadius: `${theme.shape.borderRadius}px`, boxShadow: 'none' },
  // The deployment URLs and the environment choice are the page's own; with no "Try it out" a server list adds nothing.
  '& .swagger-ui .scheme-container': { display: 'none' },
  // Read only: with no "Try it out", credentials have nowhere to go.
  '& .swagger-ui .auth-wrapper, & .swagger-ui .authorization__btn': { display: 'none' },
  '& .swagger-ui .parameter__name.required span, & .swagger-ui .parameter__name.required:after': { color: '#B71C1C' },
  '& .swagger-ui .parameter__in, & .swagger-ui .prop-format, & .swagger-ui .parameter__type': {
    color: theme.palette.text.secondary,
  },
  '& .swagger-ui .response-col_status, & .swagger-ui .tab li, & .swagger-ui table thead tr th': {
    color: theme.palette.text.primary,
  },
  '& .swagger-ui .opblock-tag small, & .swagger-ui .renderedMarkdown p': { color: theme.palette.text.secondary },
  '& .swagger-ui .filter-container .operation-filter-input': { border: 1, borderColor: 'divider', borderRadius: 1 },
  '& .swagger-ui select': { fontFamily: theme.typography.fontFamily },
  ...methods,
});
