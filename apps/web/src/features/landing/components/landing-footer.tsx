/** Landing footer: Help, Program, Services from /url.json, and Contact Us (spec 1 section 1). */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { visuallyHidden } from '@mui/utils';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href, paths } from '../../../shared/config/paths';
import { findLink, linkTarget, useLinks } from '../../../shared/lib/links/get-links';

const LINK_KEYS = ['help', 'program', 'services'] as const;

export function LandingFooter() {
  const { t } = useTranslation();
  const { data, isPending } = useLinks();
  return (
    <Box component="footer" sx={{ py: 3, px: 2, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Stack
        component="nav"
        aria-label={t('landing.footer.label')}
        direction="row"
        flexWrap="wrap"
        justifyContent="center"
        columnGap={4}
        rowGap={1}
      >
        {LINK_KEYS.map((key) => {
          if (isPending) return <Skeleton key={key} width={64} />;
          const entry = findLink(data, key);
          if (!entry) return null;
          const target = linkTarget(entry);
          const label = t(`landing.footer.${key}`);
          return target.external ? (
            <Link key={key} href={target.href} target="_blank" rel="noopener noreferrer" data-testid={`footer-${key}`}>
              {label}
              <Box component="span" sx={visuallyHidden}>
                {` ${t('landing.footer.external')}`}
              </Box>
            </Link>
          ) : (
            <Link key={key} component={RouterLink} to={target.href} data-testid={`footer-${key}`}>
              {label}
            </Link>
          );
        })}
        <Link component={RouterLink} to={href(paths.contact)} data-testid="footer-contact">
          {t('landing.footer.contactUs')}
        </Link>
      </Stack>
    </Box>
  );
}
