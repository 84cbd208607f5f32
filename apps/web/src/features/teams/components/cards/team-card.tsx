/** One team card: name, account, description and the user's role; the whole card opens the team summary. */
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import type { Team } from '@dc/contracts';
import { roleTitleKey } from '../../utils/role-choices';

export type CardTeam = Pick<Team, 'uuid' | 'name' | 'displayName' | 'accountName' | 'description'> & {
  role: string | null;
};

export function TeamCard({ team, to }: { team: CardTeam; to: string }) {
  const { t } = useTranslation('teams');
  return (
    <Card sx={{ height: '100%' }} data-testid="team-card">
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <CardContent>
          <Typography variant="h3" component="h2" sx={{ fontSize: '1.125rem', overflowWrap: 'anywhere' }}>
            {team.displayName || team.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {team.accountName}
          </Typography>
          <Typography
            variant="body2"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              minHeight: '2.8em',
            }}
          >
            {team.description || t('summary.noDescription')}
          </Typography>
          {team.role && <Chip size="small" variant="outlined" sx={{ mt: 1.5 }} label={t(roleTitleKey(team.role))} />}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
