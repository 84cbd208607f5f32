/**
 * The page before sign-in (spec 1 sections 1 and 2.1): banner, Sign In card, Explore card, footer links. Unknown
 * addresses outside /home/ end here too: the page then says there is no such page, and a signed-in user is offered
 * the way home instead of a second sign-in.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n';
import { href, paths } from '../../../shared/config/paths';
import { login } from '../../../shared/lib/auth/login';
import { readSession } from '../../../shared/lib/auth/session';
import { Alert } from '../../../shared/ui/alert';
import { HydrationStep } from '../../../shared/ui/hydration-step';
import { PageContainer } from '../../../shared/ui/page-container';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import type { LandingState } from '../landing-state';
import { LandingCard } from './landing-card';

export function LandingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('landing.pageTitle'));
  const unknownPath = (useLocation().state as LandingState | null)?.unknownPath;
  const signedIn = !!readSession();
  return (
    <>
      <HydrationStep>
        <Box sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', py: { xs: 5, md: 8 } }}>
          <PageContainer maxWidth="md">
            <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' } }} data-testid="landing-banner">
              {t('landing.banner.title')}
            </Typography>
            <Typography sx={{ mt: 2, fontSize: '1.125rem', maxWidth: 640 }}>{t('landing.banner.text')}</Typography>
          </PageContainer>
        </Box>
      </HydrationStep>
      <PageContainer maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        {unknownPath && (
          <Alert severity="info" sx={{ mb: 3, overflowWrap: 'anywhere' }} data-testid="landing-unknown-path">
            {t('landing.unknownPath', { path: unknownPath })}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <HydrationStep>
            {signedIn ? (
              <LandingCard
                title={t('landing.signedIn.title')}
                text={t('landing.signedIn.text')}
                action={
                  <Button variant="contained" size="large" component={RouterLink} to={href(paths.home)}>
                    {t('landing.signedIn.button')}
                  </Button>
                }
              />
            ) : (
              <LandingCard
                title={t('landing.signIn.title')}
                text={t('landing.signIn.text')}
                action={
                  <Button variant="contained" size="large" onClick={() => void login()} data-testid="sign-in-button">
                    {t('landing.signIn.button')}
                  </Button>
                }
              />
            )}
          </HydrationStep>
          <HydrationStep>
            <LandingCard
              title={t('landing.explore.title')}
              text={t('landing.explore.text')}
              action={
                <Button
                  variant="outlined"
                  size="large"
                  component={RouterLink}
                  to={href(paths.apim)}
                  data-testid="explore-button"
                >
                  {t('landing.explore.button')}
                </Button>
              }
            />
          </HydrationStep>
        </Box>
      </PageContainer>
    </>
  );
}
