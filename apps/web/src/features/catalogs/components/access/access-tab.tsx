/**
 * The Access tab (spec 2 sections 2.10, 4): invite a team of the account or a user by e-mail, see who has access,
 * revoke. Each invitation e-mails an accept link; the list refreshes 3 s after a change.
 */
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import {
  CATALOG_ACTION_DELAY_MS,
  CATALOG_INVITE_TYPES,
  resolveError,
  type Catalog,
  type CatalogRelation,
  type Team,
} from '@dc/contracts';
import { notifyApiError, notifySuccess } from '../../../../shared/lib/notify';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { useAccountTeams } from '../../api/get-account-teams';
import { useCatalogRelations } from '../../api/get-catalog-relations';
import { useGrantCatalogAccess } from '../../api/grant-catalog-access';
import { catalogKeys } from '../../api/keys';
import { useRevokeCatalogAccess } from '../../api/revoke-catalog-access';
import { useDelayed } from '../../../../shared/lib/use-delayed';
import { InviteTeamForm } from './invite-team-form';
import { InviteUserForm } from './invite-user-form';
import { granteeName, RelationsTable } from './relations-table';

export function AccessTab({ catalog, team }: { catalog: Catalog; team: Team }) {
  const { t } = useTranslation('catalogs');
  const queryClient = useQueryClient();
  const later = useDelayed();
  const relations = useCatalogRelations(team.uuid, catalog.id);
  const accountTeams = useAccountTeams(team.accountId);
  const grant = useGrantCatalogAccess();
  const revoke = useRevokeCatalogAccess();
  const [refreshing, setRefreshing] = useState(false);
  const [revoking, setRevoking] = useState<CatalogRelation>();
  const otherTeams = accountTeams.data?.filter((other) => other.uuid !== catalog.teamId);
  const busy = grant.isPending || revoke.isPending;

  const refreshLater = () => {
    setRefreshing(true);
    later(() => {
      void queryClient.invalidateQueries({ queryKey: catalogKeys.relations(catalog.id) });
      setRefreshing(false);
    }, CATALOG_ACTION_DELAY_MS);
  };
  const invite = (body: { type: 'team'; teamId: string } | { type: 'user'; email: string }, name: string) =>
    grant.mutate(
      { teamId: team.uuid, catalogId: catalog.id, body },
      {
        onSuccess: () => {
          notifySuccess(t('access.invited', { name }));
          refreshLater();
        },
        onError: (err) => notifyApiError(err),
      },
    );
  const confirmRevoke = () => {
    if (!revoking) return;
    const name = granteeName(revoking);
    const body =
      revoking.invite_type === CATALOG_INVITE_TYPES.team
        ? ({ type: 'team', teamId: revoking.team_id! } as const)
        : ({ type: 'user', email: revoking.invitee_email_address! } as const);
    revoke.mutate(
      { teamId: team.uuid, catalogId: catalog.id, body },
      {
        onSuccess: () => {
          notifySuccess(t('access.revoked', { name }));
          setRevoking(undefined);
          refreshLater();
        },
        onError: (err) => {
          setRevoking(undefined);
          notifyApiError(err);
        },
      },
    );
  };

  return (
    <Stack spacing={4} sx={{ maxWidth: 880 }} data-testid="catalog-access">
      <Stack spacing={1.5} component="section" aria-labelledby="catalog-invite-team-title">
        <Typography id="catalog-invite-team-title" variant="h2" sx={{ fontSize: '1.125rem' }}>
          {t('access.teamTitle')}
        </Typography>
        <Typography color="text.secondary" variant="body2">
          {t('access.teamText')}
        </Typography>
        <InviteTeamForm
          teams={otherTeams}
          loadFailed={accountTeams.isError}
          busy={busy}
          onInvite={(other) => invite({ type: 'team', teamId: other.uuid }, other.displayName || other.name)}
        />
      </Stack>
      <Stack spacing={1.5} component="section" aria-labelledby="catalog-invite-user-title">
        <Typography id="catalog-invite-user-title" variant="h2" sx={{ fontSize: '1.125rem' }}>
          {t('access.userTitle')}
        </Typography>
        <Typography color="text.secondary" variant="body2">
          {t('access.userText')}
        </Typography>
        <InviteUserForm busy={busy} onInvite={(email) => invite({ type: 'user', email }, email)} />
      </Stack>
      <Divider />
      <Stack spacing={1.5} component="section" aria-labelledby="catalog-relations-title">
        <Typography id="catalog-relations-title" variant="h2" sx={{ fontSize: '1.125rem' }}>
          {t('access.listTitle')}
        </Typography>
        {refreshing && (
          <Typography role="status" variant="body2" color="text.secondary">
            {t('access.refreshing')}
          </Typography>
        )}
        {relations.isError ? (
          <Alert severity="error">{t('access.loadFailed', { message: resolveError(relations.error).message })}</Alert>
        ) : (
          <RelationsTable relations={relations.data?.items} busy={busy} onRevoke={setRevoking} />
        )}
      </Stack>
      <ConfirmDialog
        id="revoke-catalog-access"
        open={!!revoking}
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onClose={() => setRevoking(undefined)}
        texts={{
          title: t('access.revokeTitle'),
          text: t('access.revokeText', { name: revoking ? granteeName(revoking) : '' }),
          confirm: t('access.revoke'),
          cancel: t('delete.cancel'),
        }}
      />
    </Stack>
  );
}
