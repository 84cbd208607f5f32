/**
 * Shell footer (spec 1 section 2.2): the service status, and four links: copyright, terms of use, privacy
 * statement, do-not-sell. Their addresses come from /url.json.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from '../../shared/i18n';
import { StatusIndicator } from '../../features/status/components/status-indicator';
import { findLink, linkTarget, useLinks } from '../../shared/lib/links/get-links';

const LEGAL_LINKS = ['copyright', 'termsOfUse', 'privacy', 'doNotSell'] as const;

export function AppFooter() {
  const { t } = useTranslation();
  const { data: links } = useLinks();
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      sx={{ py: 2, px: { xs: 2, sm: 3 }, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      {/* Stack's look without its module (issue 18): a column 12 px apart, from lg a row 24 px apart. */}
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', lg: 'row' },
          justifyContent: 'space-between',
          '& > :not(style):not(style)': { m: 0 },
          '& > :not(style) ~ :not(style)': { mt: { xs: 1.5, lg: 0 }, ml: { lg: 3 } },
        }}
      >
        <Box sx={{ typography: 'body2' }}>
          <StatusIndicator />
        </Box>
        <Box
          component="nav"
          aria-label={t('footer.label')}
          sx={{ display: 'flex', flexDirection: 'row', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}
        >
          {LEGAL_LINKS.map((key) => {
            const text = t(`footer.${key}`, { year });
            const entry = findLink(links, key);
            if (!entry) {
              return key === 'copyright' ? (
                <Typography key={key} variant="body2" color="text.secondary">
                  {text}
                </Typography>
              ) : null;
            }
            const target = linkTarget(entry);
            return (
              <Link
                key={key}
                variant="body2"
                href={target.href}
                data-testid={`footer-${key}`}
                {...(target.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {text}
                {target.external && (
                  <Box component="span" sx={visuallyHidden}>
                    {` ${t('external')}`}
                  </Box>
                )}
              </Link>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}
