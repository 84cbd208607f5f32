/**
 * Charts (spec 3 section 9): the five series per bucket, lines except for 6m and 12m, which use bars. Combined
 * Metrics draws every series in one chart; otherwise each series has its own. Loaded only when the tab opens.
 */
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from '../../../../shared/i18n';
import { isBarDuration, type AnalyticsAggregate, type AnalyticsDuration, type AnalyticsStat } from '@dc/contracts';
import { chartData } from '../../utils/analytics-view';

interface ChartsTabProps {
  stats: AnalyticsStat[];
  aggregate: AnalyticsAggregate;
  duration: AnalyticsDuration;
  combined: boolean;
}

interface Series {
  key: string;
  label: string;
  data: number[];
}

function Chart({ labels, series, bars, title }: { labels: string[]; series: Series[]; bars: boolean; title: string }) {
  const common = {
    height: 280,
    series: series.map((s) => ({ id: s.key, label: s.label, data: s.data })),
    hideLegend: series.length === 1,
    margin: { left: 8, right: 16 },
  };
  return (
    <figure style={{ margin: 0 }} aria-label={title}>
      <Typography component="figcaption" variant="subtitle2">
        {title}
      </Typography>
      {bars ? (
        <BarChart {...common} xAxis={[{ scaleType: 'band', data: labels }]} />
      ) : (
        <LineChart {...common} xAxis={[{ scaleType: 'point', data: labels }]} />
      )}
    </figure>
  );
}

export function ChartsTab({ stats, aggregate, duration, combined }: ChartsTabProps) {
  const { t, i18n } = useTranslation('templates');
  const { labels, series } = chartData(stats, aggregate, i18n.language);
  const named = series.map((s) => ({ ...s, label: t(`analytics.series.${s.key}`) }));
  const bars = isBarDuration(duration);
  if (combined) return <Chart labels={labels} series={named} bars={bars} title={t('analytics.combinedTitle')} />;
  return (
    <Grid container spacing={3}>
      {named.map((s) => (
        <Grid key={s.key} size={{ xs: 12, md: 6 }}>
          <Chart labels={labels} series={[s]} bars={bars} title={s.label} />
        </Grid>
      ))}
    </Grid>
  );
}
