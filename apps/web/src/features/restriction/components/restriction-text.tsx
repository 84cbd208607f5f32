/**
 * The text by user kind (spec 1 section 2.6): external users are pointed to the marketplace, internal to a team admin.
 * (Tags in the texts avoid HTML void names such as 'link': the parser would drop their content.)
 */
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Trans } from '../../../shared/i18n/trans';

const external = (href: string) => (
  <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 500 }} />
);

export function RestrictionText({
  internal,
  marketplaceUrl,
  supportUrl,
}: {
  internal: boolean;
  marketplaceUrl: string;
  supportUrl: string;
}) {
  if (!internal) {
    return (
      <div data-testid="restriction-external">
        <Typography sx={{ mt: 2 }}>
          <Trans ns="restriction" i18nKey="external.text" />
        </Typography>
        <Typography sx={{ mt: 2 }}>
          <Trans ns="restriction" i18nKey="external.action" components={{ market: external(marketplaceUrl) }} />
        </Typography>
      </div>
    );
  }
  return (
    <div data-testid="restriction-internal">
      <Typography sx={{ mt: 2 }}>
        <Trans
          ns="restriction"
          i18nKey="internal.text"
          components={{ form: external(`${supportUrl.replace(/\/+$/, '')}/new-account`) }}
        />
      </Typography>
      <Typography sx={{ mt: 2 }}>
        <Trans ns="restriction" i18nKey="internal.support" components={{ support: external(supportUrl) }} />
      </Typography>
    </div>
  );
}
