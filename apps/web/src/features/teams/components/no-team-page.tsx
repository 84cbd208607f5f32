/** /noTeam (spec 3 section 2.1): the blocker page when a team cannot be shown to the user. */
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GroupOffOutlinedIcon from '@mui/icons-material/GroupOffOutlined';
import { Link as RouterLink } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n';
import { href, paths } from '../../../shared/config/paths';
import { MY_TEAM } from '../utils/my-team';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';

export function NoTeamPage() {
  const { t } = useTranslation('teams');
  useDocumentTitle(t('noTeam.title'));
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, sm: 5 }, maxWidth: 640, mx: 'auto', textAlign: 'center' }}
      data-testid="no-team"
    >
      <GroupOffOutlinedIcon aria-hidden sx={{ fontSize: 56, color: 'primary.main' }} />
      <Typography variant="h1" sx={{ mt: 2, fontSize: { xs: '1.5rem', sm: '2rem' } }}>
        {t('noTeam.title')}
      </Typography>
      <Typography sx={{ mt: 2 }}>{t('noTeam.text')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3, justifyContent: 'center' }}>
        <Button variant="contained" component={RouterLink} to={href(paths.team, { teamId: MY_TEAM })}>
          {t('noTeam.myTeams')}
        </Button>
        <Button variant="outlined" component={RouterLink} to={href(paths.home)}>
          {t('noTeam.home')}
        </Button>
      </Stack>
    </Paper>
  );
}
