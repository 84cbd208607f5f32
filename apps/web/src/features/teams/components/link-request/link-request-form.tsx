/** Who asks for the link, the team to approve with (Approve only after one is chosen), Approve and Decline. */
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import type { LinkInvite, Team } from '@dc/contracts';

export interface LinkRequestFormProps {
  invite: LinkInvite;
  teams: Team[];
  busy: boolean;
  onApprove(teamId: string): void;
  onDecline(): void;
}

export function LinkRequestForm({ invite, teams, busy, onApprove, onDecline }: LinkRequestFormProps) {
  const { t } = useTranslation('teams');
  const [chosen, setChosen] = useState('');
  const row = (label: string, value: string, testId: string) => (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
      <Typography component="dt" color="text.secondary" sx={{ minWidth: 160 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }} data-testid={testId}>
        {value}
      </Typography>
    </Stack>
  );
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography sx={{ mb: 2 }}>{t('linkRequest.intro')}</Typography>
      <Stack component="dl" spacing={1} sx={{ m: 0, mb: 3 }}>
        {row(t('linkRequest.inviterTeam'), invite.inviterTeamName, 'inviter-team-name')}
        {row(t('linkRequest.inviterEmail'), invite.inviterEmail, 'inviter-email')}
        {row(t('linkRequest.inviterAccount'), invite.inviterAccountName, 'inviter-account-name')}
        {invite.note && row(t('linkRequest.note'), invite.note, 'link-note')}
      </Stack>
      <TextField
        select
        fullWidth
        label={t('linkRequest.yourTeam')}
        value={chosen}
        onChange={(e) => setChosen(e.target.value)}
        disabled={teams.length === 0 || busy}
        helperText={t('linkRequest.yourTeamHelp')}
      >
        {teams.map((team) => (
          <MenuItem key={team.uuid} value={team.uuid}>
            {team.displayName || team.name} ({team.accountName})
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'flex-end' }}>
        <Button variant="outlined" color="error" onClick={onDecline} disabled={busy}>
          {t('linkRequest.decline')}
        </Button>
        <Button variant="contained" onClick={() => onApprove(chosen)} disabled={!chosen || busy}>
          {t('linkRequest.approve')}
        </Button>
      </Stack>
    </Paper>
  );
}
