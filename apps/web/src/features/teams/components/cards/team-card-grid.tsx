/**
 * Teams as cards (spec 3 section 2.1): 6 per page, 8 on large screens, 10 on extra large; pagination only with
 * more than one page; the empty state 'No Teams created yet. Create new team.'
 */
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import { Skeleton } from '../../../../shared/ui/skeleton';
import Typography from '@mui/material/Typography';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import { pageCount, pageOf, teamCardsPerPage, type ScreenSize } from '../../utils/team-cards';
import { TeamCard, type CardTeam } from './team-card';

function useScreenSize(): ScreenSize {
  const xl = useMediaQuery((theme: Theme) => theme.breakpoints.up('xl'));
  const lg = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  return xl ? 'extraLarge' : lg ? 'large' : 'default';
}

export interface TeamCardGridProps {
  teams?: CardTeam[];
  hrefFor(team: CardTeam): string;
  /** Shown in the empty state (e.g. a Create team button). */
  emptyAction?: ReactNode;
}

export function TeamCardGrid({ teams, hrefFor, emptyAction }: TeamCardGridProps) {
  const { t } = useTranslation('teams');
  const perPage = teamCardsPerPage(useScreenSize());
  const [page, setPage] = useState(1);
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))' };
  if (!teams) {
    return (
      <Box sx={grid} aria-busy="true" data-testid="team-cards-loading">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={150} />
        ))}
      </Box>
    );
  }
  if (teams.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} data-testid="team-cards-empty">
        <GroupsOutlinedIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
        <Typography sx={{ mt: 1, mb: emptyAction ? 2 : 0 }}>{t('cards.empty')}</Typography>
        {emptyAction}
      </Paper>
    );
  }
  const pages = pageCount(teams.length, perPage);
  return (
    <>
      <Box component="ul" sx={{ ...grid, listStyle: 'none', p: 0, m: 0 }} data-testid="team-cards">
        {pageOf(teams, page, perPage).map((team) => (
          <li key={team.uuid}>
            <TeamCard team={team} to={hrefFor(team)} />
          </li>
        ))}
      </Box>
      {pages > 1 && (
        <Pagination
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_, p) => setPage(p)}
          getItemAriaLabel={(type, p) => t(`pagination.${type}`, { page: p })}
        />
      )}
    </>
  );
}
