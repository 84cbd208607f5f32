/** The console's mark and name; links home (spec 1 section 2.2: the app-bar logo links to home). */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '../../shared/router';
import { useTranslation } from '../../shared/i18n';

/** compact: on small screens only the mark shows (the name stays the link's accessible name). */
export function AppLogo({ to, compact = false }: { to: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label={t('app.homeLink')}
      data-testid="app-logo"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
        borderRadius: 1,
        flexShrink: 0,
      }}
    >
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#FFFFFF" />
        <path
          d="M9 10l-4 6 4 6M23 10l4 6-4 6M18 8l-4 16"
          stroke="#0B3D91"
          strokeWidth="2.6"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <Typography
        component="span"
        variant="h6"
        sx={{
          fontWeight: 500,
          whiteSpace: 'nowrap',
          fontSize: { xs: '1rem', sm: '1.25rem' },
          display: compact ? { xs: 'none', md: 'inline' } : 'inline',
        }}
      >
        {t('app.name')}
      </Typography>
    </Box>
  );
}
