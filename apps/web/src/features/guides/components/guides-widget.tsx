/**
 * The compact guides widget (spec 3 sections 2.3 and 9): the first 3 guides the team may read as cards (3 per row on
 * large screens, 2 on medium and small, 1 on extra small), with View All and View This.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Skeleton } from '../../../shared/ui/skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n';
import { GUIDE_CARDS_PER_ROW, GUIDE_WIDGET_CARDS, resolveError } from '@dc/contracts';
import { href, paths } from '../../../shared/config/paths';
import { useCurrentTeam } from '../../../shared/lib/current-team/current-team-context';
import { useGuides } from '../api/get-guides';
import { NO_TEAM } from '../api/keys';
import { GuideCard } from './guide-card';

const columns = Object.fromEntries(
  Object.entries(GUIDE_CARDS_PER_ROW).map(([bp, n]) => [bp, `repeat(${n}, minmax(0, 1fr))`]),
);

export function GuidesWidget() {
  const { t } = useTranslation('guides');
  const { currentTeam } = useCurrentTeam();
  const guides = useGuides(currentTeam?.uuid ?? NO_TEAM);
  const shown = guides.data?.slice(0, GUIDE_WIDGET_CARDS);
  if (shown?.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="guides-widget-title" data-testid="guides-widget">
      <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={2} sx={{ mb: 2 }}>
        <Typography variant="h2" id="guides-widget-title">
          {t('widget.title')}
        </Typography>
        <Button component={RouterLink} to={href(paths.guides)} aria-describedby="guides-widget-title">
          {t('widget.viewAll')}
        </Button>
      </Stack>
      {guides.isError ? (
        <Alert severity="error">{resolveError(guides.error).message}</Alert>
      ) : (
        <Box
          component="ul"
          aria-busy={!shown}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: columns }}
        >
          {shown
            ? shown.map((guide) => (
                <li key={guide.file}>
                  <GuideCard guide={guide} />
                </li>
              ))
            : Array.from({ length: GUIDE_WIDGET_CARDS }, (_, i) => (
                <li key={i}>
                  <Skeleton variant="rounded" height={168} />
                </li>
              ))}
        </Box>
      )}
    </Box>
  );
}
