/** An HTTP method as a coloured label; every colour is dark enough for white text (WCAG AA). */
import Box from '@mui/material/Box';

const COLORS: Record<string, string> = {
  get: '#1565C0',
  post: '#2E7D32',
  put: '#8A4B00',
  patch: '#6A1B9A',
  delete: '#B71C1C',
};

export function MethodChip({ method, small }: { method: string; small?: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        flex: 'none',
        minWidth: small ? 48 : 64,
        px: 0.5,
        py: small ? 0 : 0.25,
        borderRadius: 1,
        bgcolor: COLORS[method] ?? '#455A64',
        color: '#fff',
        fontSize: small ? '0.6875rem' : '0.8125rem',
        fontWeight: 600,
        textAlign: 'center',
        lineHeight: small ? '18px' : '22px',
      }}
    >
      {method.toUpperCase()}
    </Box>
  );
}
