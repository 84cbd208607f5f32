/**
 * /specs/linter (spec 3 sections 2.4, 4, 5, 8, 9): internal teams drop one OpenAPI or AsyncAPI file, watch its
 * upload and lint progress, and get the results. Other teams see 'Not authorized to view this content'.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../shared/i18n';
import { useCurrentTeam } from '../../../shared/lib/current-team/current-team-context';
import { FileDropZone } from '../../../shared/ui/file-drop-zone/file-drop-zone';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { ViewerGuard } from '../../../shared/ui/viewer-guard';
import { useLintSession } from '../hooks/use-lint-session';
import { LintResults } from './lint-results';
import { LintStatus } from './lint-status';
import { RulesetPicker } from './ruleset-picker';
import { PageContainer } from '../../../shared/ui/page-container';

const ACCEPT = '.json,.yaml,.yml,application/json,application/yaml,text/yaml';

function LinterWorkspace({ teamId }: { teamId: string }) {
  const { t } = useTranslation('linter');
  const session = useLintSession(teamId);
  const job = session.job.data;
  return (
    <>
      <Box sx={{ maxWidth: 880 }}>
        <RulesetPicker value={session.ruleset} disabled={session.busy} onChange={session.setRuleset} />
        <FileDropZone
          state={session.drop}
          accept={ACCEPT}
          disabled={session.busy}
          onFiles={session.selectFiles}
          texts={{
            prompt: t('dropZone.prompt'),
            choose: t('dropZone.choose'),
            failed: t('dropZone.failed'),
            hint: t('dropZone.hint'),
          }}
        >
          <LintStatus session={session} />
        </FileDropZone>
      </Box>
      {job?.status === 'SUCCEEDED' && session.referenceId === job.referenceId && (
        <LintResults key={job.referenceId} job={job} teamId={teamId} file={session.file} />
      )}
    </>
  );
}

export function LinterPage() {
  const { t } = useTranslation('linter');
  const { currentTeam } = useCurrentTeam();
  useDocumentTitle(t('pageTitle'));
  return (
    <PageContainer maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <ViewerGuard allowed={currentTeam ? currentTeam.internal : undefined} asPage>
        <Typography variant="h1">{t('title')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 880 }}>
          {t('intro')}
        </Typography>
        {currentTeam && <LinterWorkspace key={currentTeam.uuid} teamId={currentTeam.uuid} />}
      </ViewerGuard>
    </PageContainer>
  );
}
