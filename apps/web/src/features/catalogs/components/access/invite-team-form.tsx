/**
 * Invite a team (spec 2 sections 2.10, 5): another team of the owning team's account; 'Select Team' until one is
 * chosen, and 'There are no other teams in this account to invite.' when there is none.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { Skeleton } from '../../../../shared/ui/skeleton';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import type { AccountTeam } from '@dc/contracts';

export interface InviteTeamFormProps {
  teams?: AccountTeam[];
  loadFailed: boolean;
  busy: boolean;
  onInvite(team: AccountTeam): void;
}

export function InviteTeamForm({ teams, loadFailed, busy, onInvite }: InviteTeamFormProps) {
  const { t } = useTranslation('catalogs');
  const [teamId, setTeamId] = useState('');
  if (loadFailed) return <Alert severity="warning">{t('access.noTeam')}</Alert>;
  if (!teams) return <Skeleton role="progressbar" variant="rounded" height={40} sx={{ maxWidth: 420 }} aria-label={t('loading')} />;
  if (teams.length === 0) {
    return (
      <Alert severity="info" data-testid="no-other-teams">
        {t('access.noOtherTeams')}
      </Alert>
    );
  }
  const chosen = teams.find((team) => team.uuid === teamId);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!chosen) return;
        onInvite(chosen);
        setTeamId('');
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
    >
      <TextField
        select
        size="small"
        id="catalog-invite-team"
        label={t('access.selectTeam')}
        value={teamId}
        onChange={(e) => setTeamId(e.target.value)}
        sx={{ flex: '1 1 220px', maxWidth: 420 }}
      >
        {teams.map((team) => (
          <MenuItem key={team.uuid} value={team.uuid}>
            {team.displayName || team.name}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained" disabled={!chosen || busy}>
        {t('access.inviteTeam')}
      </Button>
    </Box>
  );
}
