/**
 * The team summary header (spec 3 section 2.1): name and description, the account and the user's role, and the
 * actions the user may take: edit, delete, Team Link, and the account button (view-teams-account, no accountId).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddLinkIcon from '@mui/icons-material/AddLink';
import BusinessIcon from '@mui/icons-material/Business';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Link as RouterLink } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import type { AccountTeam } from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import type { TeamPermissions } from '../../hooks/use-team-permissions';
import { roleTitleKey } from '../../utils/role-choices';

export interface TeamHeaderProps {
  team: AccountTeam;
  permissions: TeamPermissions;
  accountRoute: boolean;
  onEdit(): void;
  onDelete(): void;
  onTeamLink(): void;
}

export function TeamHeader({ team, permissions: p, accountRoute, onEdit, onDelete, onTeamLink }: TeamHeaderProps) {
  const { t } = useTranslation('teams');
  return (
    <Box component="header" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 3 }}>
      <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, overflowWrap: 'anywhere' }}>
          {team.displayName || team.name}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {team.description || t('summary.noDescription')}
        </Typography>
        <Stack useFlexGap direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
          <Chip size="small" icon={<BusinessIcon />} label={t('summary.account', { account: team.accountName })} />
          {team.role && (
            <Chip size="small" variant="outlined" label={t('summary.yourRole', { role: t(roleTitleKey(team.role)) })} />
          )}
        </Stack>
      </Box>
      <Stack useFlexGap direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {p.viewTeamsAccount && !accountRoute && (
          <Button
            variant="outlined"
            startIcon={<BusinessIcon />}
            component={RouterLink}
            to={href(paths.accountSummary, { accountId: team.accountId })}
          >
            {t('summary.manageAccount')}
          </Button>
        )}
        {team.role && (
          <Button variant="outlined" startIcon={<AddLinkIcon />} onClick={onTeamLink}>
            {t('links.teamLink')}
          </Button>
        )}
        {p.editTeam && (
          <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={onEdit}>
            {t('summary.edit')}
          </Button>
        )}
        {p.removeTeam && (
          <Button variant="outlined" color="error" startIcon={<DeleteOutlineIcon />} onClick={onDelete}>
            {t('summary.delete')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
