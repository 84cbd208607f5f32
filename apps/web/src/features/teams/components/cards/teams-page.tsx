/**
 * My teams (/teams without a current team, and /teams/myTeam; spec 3 section 2.1): the user's teams as cards and
 * Create team for those who may create teams in an account.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useState } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import { CURRENT_TEAM_QUERY_PARAM } from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import { useCurrentTeam } from '../../../../shared/lib/current-team/current-team-context';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title';
import { useCreatableAccounts } from '../../hooks/use-creatable-accounts';
import { CreateTeamDialog } from '../dialogs/create-team-dialog';
import { TeamCardGrid } from './team-card-grid';

export function TeamsPage() {
  const { t } = useTranslation('teams');
  useDocumentTitle(t('cards.pageTitle'));
  const { teams } = useCurrentTeam();
  const creatable = useCreatableAccounts();
  const [creating, setCreating] = useState(false);
  const createButton =
    creatable && creatable.length > 0 ? (
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
        {t('createTeam.open')}
      </Button>
    ) : null;
  return (
    <Box>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 3 }}
      >
        <Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
            {t('cards.title')}
          </Typography>
          <Typography color="text.secondary">{t('cards.subtitle')}</Typography>
        </Box>
        {teams && teams.length > 0 && createButton}
      </Box>
      <TeamCardGrid
        teams={teams}
        hrefFor={(team) => href(paths.team, { teamId: team.uuid }, { [CURRENT_TEAM_QUERY_PARAM]: team.uuid })}
        emptyAction={createButton}
      />
      <CreateTeamDialog open={creating} accounts={creatable ?? []} onClose={() => setCreating(false)} />
    </Box>
  );
}
