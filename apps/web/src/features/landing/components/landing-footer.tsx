/** Landing footer: Help, Program, Services from /url.json, and Contact Us (spec 1 section 1). */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n';
import { href, paths } from '../../../shared/config/paths';
import { FooterLinkPlaceholders } from './landing-footer-placeholders';
import { HydrationStep } from '../../../shared/ui/hydration-step';

// Its code (with the server-state cache) runs in one task, its first render in the next: two shorter tasks.
const LandingFooterLinks = lazy(() =>
  import('./landing-footer-links').then(
    (module) => new Promise<typeof module>((resolve) => setTimeout(() => resolve(module))),
  ),
);

export function LandingFooter() {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ py: 3, px: 2, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Box
        component="nav"
        aria-label={t('landing.footer.label')}
        sx={{
          display: 'flex',
          flexDirection: 'row',
          flexWrap: 'wrap',
          justifyContent: 'center',
          columnGap: 4,
          rowGap: 1,
        }}
      >
        <Suspense fallback={<FooterLinkPlaceholders />}>
          <LandingFooterLinks />
        </Suspense>
        <HydrationStep>
          <Link component={RouterLink} to={href(paths.contact)} data-testid="footer-contact">
            {t('landing.footer.contactUs')}
          </Link>
        </HydrationStep>
      </Box>
    </Box>
  );
}
