/**
 * /guides and /guides/{fileName} (spec 3 sections 2.3, 4, 8; SPEC-NOTES 2): the guides as accordions beside the open
 * guide. No fileName opens the first visible guide; an unknown one (or an internal guide outside internal teams)
 * shows the 404 view the route passes in.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { Navigate } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n';
import { resolveError } from '@dc/contracts';
import { href, paths } from '../../../shared/config/paths';
import { ApiRequestError } from '../../../shared/lib/api-error';
import { useCurrentTeam } from '../../../shared/lib/current-team/current-team-context';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useGuide } from '../api/get-guide';
import { useGuides } from '../api/get-guides';
import { NO_TEAM } from '../api/keys';
import { tableOfContents } from '../utils/table-of-contents';
import { GuideContent } from './guide-content';
import { GuideList } from './guide-list';
import { GuideNavigation } from './guide-navigation';
import { GuideContentSkeleton, GuideListSkeleton } from './guide-skeletons';
import { PageContainer } from '../../../shared/ui/page-container';

const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

function LoadError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation('guides');
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {resolveError(error).message}
    </Alert>
  );
}

export interface GuidesPageProps {
  fileName?: string;
  /** The error view for an unknown guide (the shell's 404 page). */
  notFound: ReactNode;
}

export function GuidesPage({ fileName, notFound }: GuidesPageProps) {
  const { t } = useTranslation('guides');
  const { currentTeam } = useCurrentTeam();
  const teamId = currentTeam?.uuid ?? NO_TEAM;
  const guides = useGuides(teamId);
  const selected = guides.data?.find((g) => g.file === fileName);
  const guide = useGuide(teamId, selected?.file);
  const toc = useMemo(() => (guide.data ? tableOfContents(guide.data) : undefined), [guide.data]);
  useDocumentTitle(selected?.name, t('pageTitle'));

  const first = guides.data?.[0];
  if (!fileName && first) return <Navigate to={href(paths.guide, { fileName: first.file })} replace />;
  if ((guides.data && fileName && !selected) || isNotFound(guide.error)) return notFound;

  return (
    <PageContainer maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1">{t('title')}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 880 }}>
        {t('intro')}
      </Typography>
      {guides.isError ? (
        <Box sx={{ mt: 3 }}>
          <LoadError error={guides.error} onRetry={() => void guides.refetch()} />
        </Box>
      ) : guides.data?.length === 0 ? (
        <Typography sx={{ mt: 3 }} data-testid="no-guides">
          {t('noGuides')}
        </Typography>
      ) : (
        <Box
          sx={{
            mt: 3,
            display: 'grid',
            gap: { xs: 2, md: 4 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '300px minmax(0, 1fr)' },
          }}
        >
          {guides.data && selected ? (
            <GuideNavigation>
              <GuideList key={teamId} guides={guides.data} selected={selected.file} toc={toc} />
            </GuideNavigation>
          ) : (
            <GuideListSkeleton text={t('loadingGuides')} />
          )}
          <Box component="article" sx={{ minWidth: 0, maxWidth: 880 }} aria-busy={guide.isPending}>
            {guide.data ? (
              <GuideContent html={guide.data} />
            ) : guide.isError ? (
              <LoadError error={guide.error} onRetry={() => void guide.refetch()} />
            ) : (
              <GuideContentSkeleton text={t('loadingGuide')} />
            )}
          </Box>
        </Box>
      )}
    </PageContainer>
  );
}
