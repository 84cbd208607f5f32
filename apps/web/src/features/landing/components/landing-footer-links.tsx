/**
 * The landing footer's Help, Program and Services links from /url.json (spec 1 section 1). A chunk of its own with
 * the server-state cache (issue 18): the landing page paints without it; its placeholders are the ones shown while
 * /url.json loads, so nothing moves when it arrives.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { visuallyHidden } from '@mui/utils';
import { Link as RouterLink } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n';
import { findLink, linkTarget, useLinks } from '../../../shared/lib/links/get-links';
import { QueryScope } from '../../../shared/lib/query-scope';
import { FOOTER_LINK_KEYS, FooterLinkPlaceholders } from './landing-footer-placeholders';

function FooterLinks() {
  const { t } = useTranslation();
  const { data, isPending } = useLinks();
  if (isPending) return <FooterLinkPlaceholders />;
  return FOOTER_LINK_KEYS.map((key) => {
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
  });
}

export default function LandingFooterLinks() {
  return (
    <QueryScope>
      <FooterLinks />
    </QueryScope>
  );
}
