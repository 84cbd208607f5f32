/**
 * Pending Approvals (route PENDING_SUBSCRIPTION_APPROVALS; spec 2 sections 2.9, 4, 6): for an internal team's
 * admin-mapped members, the requests for the team's manual-approval APIs. Approve: 'The subscription is approved.';
 * Deny needs an explanation: 'The subscription is denied.'. Both e-mail the subscriber.
 */
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import { canApproveSubscriptions, SUBSCRIPTIONS_PAGE_SIZE, type PendingApproval } from '@dc/contracts';
import { useCurrentTeam } from '../../../../shared/lib/current-team/current-team-context';
import { notifyError, notifySuccess } from '../../../../shared/lib/notify';
import { NotAuthorized } from '../../../../shared/ui/not-authorized';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title';
import { useDecideApproval } from '../../api/decide-approval';
import { usePendingApprovals } from '../../api/get-pending-approvals';
import { clampPage } from '../../utils/paging';
import { useMessageText } from '../../utils/use-message-text';
import { ApprovalsTable } from './approvals-table';
import { DenyDialog } from './deny-dialog';

export function PendingApprovalsPage() {
  const { t } = useTranslation('subscriptions');
  useDocumentTitle(t('approvals.title'));
  const text = useMessageText();
  const { currentTeam } = useCurrentTeam();
  const allowed = !!currentTeam && canApproveSubscriptions(currentTeam.internal === true, currentTeam.role);
  const [page, setPage] = useState(1);
  const [denying, setDenying] = useState<PendingApproval>();
  const query = usePendingApprovals(currentTeam?.uuid, page, SUBSCRIPTIONS_PAGE_SIZE, '', allowed);
  const decide = useDecideApproval(currentTeam?.uuid ?? '');
  useEffect(() => {
    if (query.data) setPage((p) => clampPage(p, query.data.total, SUBSCRIPTIONS_PAGE_SIZE));
  }, [query.data]);

  if (currentTeam && !allowed) return <NotAuthorized heading />;
  const approve = (r: PendingApproval) =>
    decide.mutate(
      { subscriptionId: r.subscription_id, approve: true },
      { onSuccess: () => notifySuccess(t('messages.approved')), onError: (err) => notifyError(text.apiError(err)) },
    );
  const deny = (explanation: string) =>
    denying &&
    decide.mutate(
      { subscriptionId: denying.subscription_id, approve: false, explanation },
      {
        onSuccess: () => {
          notifySuccess(t('messages.denied'));
          setDenying(undefined);
        },
        onError: (err) => notifyError(text.apiError(err)),
      },
    );

  return (
    <>
      <Typography variant="h1">{t('approvals.title')}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('approvals.intro')}
      </Typography>
      {query.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {text.apiError(query.error)}
        </Alert>
      )}
      <ApprovalsTable
        rows={query.data?.items ?? []}
        total={query.data?.total ?? 0}
        page={page}
        loading={!query.data && !query.isError}
        busyId={decide.isPending ? decide.variables?.subscriptionId : undefined}
        onPage={setPage}
        onApprove={approve}
        onDeny={setDenying}
      />
      <DenyDialog
        key={denying?.subscription_id ?? 'none'}
        request={denying}
        busy={decide.isPending}
        onDeny={deny}
        onClose={() => setDenying(undefined)}
      />
    </>
  );
}
