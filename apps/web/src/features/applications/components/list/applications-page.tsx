/**
 * The application list (spec 2 sections 2.6, 6, 7): title, New Application, a quick tip, search and sort (stored
 * under applicationsOrder), the table and delete. Basic users see the basic-user text instead. A failed list shows
 * an error toast that stays until closed.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import { APPLICATION_SORTS, APPLICATIONS_ORDER_KEY, DEFAULT_APPLICATIONS_ORDER, type Application } from '@dc/contracts';
import { notifyError } from '../../../../shared/lib/notify';
import { useStoredChoice } from '../../../../shared/lib/stored-choice';
import { AppAlert } from '../../../../shared/ui/app-alert';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title';
import { useOpenedOnce } from '../../../../shared/ui/use-opened-once';
import { useApplications } from '../../api/get-applications';
import { useApplicationAccess } from '../../hooks/use-application-access';
import { searchApplications } from '../../utils/application-search';
import { useMessageText } from '../../utils/use-message-text';
import { ApplicationsTable } from './applications-table';
import { ApplicationsToolbar } from './applications-toolbar';
import { BasicUserNotice } from './basic-user-notice';
import { NewApplicationButton } from './new-application-button';

/**
 * The dialogs are chunks of their own, loaded when first opened (issue 18): New Application's form brought zod and
 * the contract schemas (about 40 KB gzip) into the list's first paint. Mounted once opened, they close as before.
 */
const NewApplicationDialog = lazy(() =>
  import('../form/new-application-dialog').then((m) => ({ default: m.NewApplicationDialog })),
);
const DeleteApplicationDialog = lazy(() =>
  import('./delete-application-dialog').then((m) => ({ default: m.DeleteApplicationDialog })),
);

/**
 * The quick tip depends on nothing the page's state holds. Memo here and on the toolbar, table and button: the page
 * re-renders with each answer (access check, list) and each keystroke of the search, and only what those change needs
 * rendering again (issue 18).
 */
const QuickTip = memo(function QuickTip() {
  const { t } = useTranslation('applications');
  return (
    <Box sx={{ mt: 3 }}>
      <AppAlert id="applications-quick-tip" severity="info" title={t('list.quickTipTitle')} autoHideMs={null}>
        {t('list.quickTip')}
      </AppAlert>
    </Box>
  );
});

export function ApplicationsPage() {
  const { t } = useTranslation('applications');
  useDocumentTitle(t('list.title'));
  const text = useMessageText();
  const { allowed, teamId } = useApplicationAccess();
  // Asked alongside the permission check rather than after it; a basic user's refusal is not shown as a failure.
  const list = useApplications(teamId, allowed !== false);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useStoredChoice(APPLICATIONS_ORDER_KEY, APPLICATION_SORTS, DEFAULT_APPLICATIONS_ORDER);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Application>();
  const createMounted = useOpenedOnce(creating);
  const deleteMounted = useOpenedOnce(deleting !== undefined);
  const create = useCallback(() => setCreating(true), []);
  const rows = useMemo(() => searchApplications(list.data ?? [], search, sort), [list.data, search, sort]);

  useEffect(() => {
    if (list.isError && allowed === true) notifyError(text.apiError(list.error), { persist: true });
    // Once per failure, not per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list.isError, list.errorUpdatedAt, allowed]);

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="h1">{t('list.title')}</Typography>
        <NewApplicationButton allowed={allowed} onClick={create} />
      </Box>
      <QuickTip />
      {allowed === false ? (
        <BasicUserNotice />
      ) : (
        <>
          <ApplicationsToolbar search={search} sort={sort} onSearch={setSearch} onSort={setSort} />
          <ApplicationsTable
            rows={rows}
            loading={allowed === undefined || list.isPending}
            emptyText={list.isError ? t('list.loadFailed') : search.trim() ? t('list.noMatch') : t('list.empty')}
            onDelete={setDeleting}
          />
        </>
      )}
      {teamId && allowed && (
        <>
          <Suspense fallback={null}>
            {createMounted && (
              <NewApplicationDialog open={creating} teamId={teamId} onClose={() => setCreating(false)} />
            )}
          </Suspense>
          <Suspense fallback={null}>
            {deleteMounted && (
              <DeleteApplicationDialog teamId={teamId} application={deleting} onClose={() => setDeleting(undefined)} />
            )}
          </Suspense>
        </>
      )}
    </>
  );
}
