/**
 * Summary (spec 3 section 9, SPEC-NOTES 9): the counters of the period and the rates against their targets
 * (delivered above 94%, spam flags below 0.08%, bounces below 6%); the help text states the same numbers.
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../shared/i18n';
import { ANALYTICS_RATE_TARGETS, type AnalyticsCounts } from '@dc/contracts';
import { formatPercent, rateViews, SERIES_KEYS, seriesValue } from '../../utils/analytics-view';

const CHIP_COLOR = { onTarget: 'success', offTarget: 'error', noData: 'default' } as const;

export function SummaryTab({ totals }: { totals: AnalyticsCounts }) {
  const { t } = useTranslation('templates');
  const counters = [
    { key: 'accepted', value: totals.accepted.total },
    ...SERIES_KEYS.map((key) => ({ key, value: seriesValue(totals, key) })),
  ];
  const { delivered, spam, bounce } = ANALYTICS_RATE_TARGETS;
  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('analytics.counters')}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 4 }}>
        {counters.map((c) => (
          <Grid key={c.key} size={{ xs: 6, sm: 4, lg: 2 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography color="text.secondary" variant="body2">
                  {t(`analytics.series.${c.key}`)}
                </Typography>
                <Typography sx={{ fontSize: '1.75rem', fontWeight: 600 }} data-testid={`count-${c.key}`}>
                  {c.value}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('analytics.rates')}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        {rateViews(totals).map((r) => (
          <Grid key={r.key} size={{ xs: 12, sm: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }} data-testid={`rate-${r.key}`}>
              <CardContent>
                <Typography color="text.secondary" variant="body2">
                  {t(`analytics.rate.${r.key}`)}
                </Typography>
                <Typography sx={{ fontSize: '1.75rem', fontWeight: 600 }}>{formatPercent(r.percent)}</Typography>
                <Typography variant="body2">
                  {t(`analytics.target.${r.direction}`, { target: r.target, average: r.average })}
                </Typography>
                <Chip
                  size="small"
                  sx={{ mt: 1 }}
                  color={CHIP_COLOR[r.state]}
                  label={t(`analytics.${r.state}`)}
                />
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Typography color="text.secondary" variant="body2" data-testid="analytics-help">
        {t('analytics.help', {
          delivered: delivered.above,
          spam: spam.below,
          bounce: bounce.below,
        })}
      </Typography>
    </Box>
  );
}
