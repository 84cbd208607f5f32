/** /utilities/tools (spec 3 section 2.2): Template Manager, and Email Trace only with its feature flag. */
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DraftsOutlinedIcon from '@mui/icons-material/DraftsOutlined';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { useTranslation } from '../../../shared/i18n';
import { Link as RouterLink } from '../../../shared/router';
import { href, paths } from '../../../shared/config/paths';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { ToolCard } from './tool-card';

export function UtilitiesToolsPage({ emailTrace }: { emailTrace: boolean }) {
  const { t } = useTranslation('utilities');
  useDocumentTitle(t('tools.pageTitle'));
  return (
    <>
      <Breadcrumbs aria-label={t('breadcrumbs')} sx={{ mb: 2 }}>
        <Link component={RouterLink} to={href(paths.utilitiesList)}>
          {t('intro.title')}
        </Link>
        <Typography color="text.primary">{t('tools.title')}</Typography>
      </Breadcrumbs>
      <Typography variant="h1">{t('tools.title')}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 880 }}>
        {t('tools.text')}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <ToolCard
            title={t('tools.templateManager.title')}
            text={t('tools.templateManager.text')}
            action={t('tools.open')}
            to={href(paths.templateList)}
            icon={<DraftsOutlinedIcon color="primary" aria-hidden />}
          />
        </Grid>
        {emailTrace && (
          <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <ToolCard
              title={t('tools.emailTrace.title')}
              text={t('tools.emailTrace.text')}
              action={t('tools.open')}
              to={href(paths.emailTrace)}
              icon={<TravelExploreIcon color="primary" aria-hidden />}
            />
          </Grid>
        )}
      </Grid>
    </>
  );
}
