/**
 * Team Selection (spec 1 section 2.4): title, text, a grouped select with placeholder 'Choose a team...' and
 * Confirm. No close or cancel control: Escape and the backdrop do nothing. Loaded when first shown
 * (team-selection-dialog.tsx).
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { useCurrentTeam } from '../../shared/lib/current-team/current-team-context';
import { GroupedSelect } from '../../shared/ui/grouped-select';
import { fieldClasses } from '../../shared/ui/outlined-field';
import { teamOptionGroups } from './team-options';

export default function TeamSelection({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const { teams = [], setCurrentTeam } = useCurrentTeam();
  const [value, setValue] = useState('');
  const confirm = () => {
    const team = teams.find((x) => x.uuid === value);
    if (team) setCurrentTeam(team);
  };
  return (
    <Dialog
      open={open}
      disableEscapeKeyDown
      maxWidth="xs"
      fullWidth
      aria-labelledby="team-selection-title"
      aria-describedby="team-selection-text"
      data-testid="team-selection-dialog"
    >
      <DialogTitle id="team-selection-title">{t('teamSelection.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="team-selection-text">{t('teamSelection.text')}</DialogContentText>
        <GroupedSelect
          fullWidth
          // MUI's medium size (56 px high) as before; the field is small unless told otherwise.
          sx={{ mt: 2, [`& .${fieldClasses.input}`]: { py: '16.5px' } }}
          ariaLabel={t('teamSelector.label')}
          placeholder={t('teamSelection.placeholder')}
          groups={teamOptionGroups(teams)}
          value={value}
          onChange={setValue}
          data-testid="team-selection-select"
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={confirm} disabled={!value}>
          {t('teamSelection.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
