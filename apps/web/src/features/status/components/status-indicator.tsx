/** The provider's service status: indicator and description, linking to the status history page (spec 1 section 4.7). */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Skeleton } from '../../../shared/ui/skeleton';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from '../../../shared/i18n';
import { STATUS_DESCRIPTIONS, type StatusIndicator as Indicator } from '@dc/contracts';
import { useStatus } from '../api/get-status';

const COLOURS: Record<Indicator, string> = {
  none: '#2E7D32',
  minor: '#ED6C02',
  major: '#D32F2F',
  maintenance: '#0277BD',
};

export function StatusIndicator() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useStatus();
  if (isPending) return <Skeleton width={180} data-testid="status-loading" />;
  if (isError || !data) return null;
  const { indicator, description } = data.status;
  return (
    <Link
      href={data.page.url}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="service-status"
      data-indicator={indicator}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: COLOURS[indicator] ?? COLOURS.none, flexShrink: 0 }}
      />
      <span data-testid="service-status-description">
        {/* The four known descriptions are translated; any other text is shown as the server sent it. */}
        {STATUS_DESCRIPTIONS[indicator] === description ? t(`status.indicator.${indicator}`) : description}
      </span>
      <Box component="span" sx={visuallyHidden}>
        {` ${t('external')}`}
      </Box>
    </Link>
  );
}
