/** Throttling of a deployment (spec 2 section 2.3): the first resource's spike rate with the limit as tooltip. */
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../shared/i18n';
import type { Throttling } from '@dc/contracts';
import { throttlingSummary } from '../../utils/deployments';

export function ThrottlingInfo({ throttling }: { throttling: Throttling | null }) {
  const { t, i18n } = useTranslation('products');
  const summary = throttlingSummary(throttling);
  if (!summary) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="throttling">
        {t('throttling.none')}
      </Typography>
    );
  }
  const number = (n: number) => n.toLocaleString(i18n.language);
  const tip = summary.quota
    ? t(`throttling.quota.${summary.quota.period}`, { limit: number(summary.quota.limit) })
    : t('throttling.noQuota');
  return (
    <Tooltip title={tip}>
      <Typography
        variant="body2"
        component="span"
        tabIndex={0}
        data-testid="throttling"
        sx={{ textDecoration: 'underline dotted', cursor: 'help', width: 'fit-content' }}
      >
        {t(`throttling.spike.${summary.unit}`, { rate: number(summary.rate) })}
      </Typography>
    </Tooltip>
  );
}
