/** /utilities/list (spec 3 section 2.2): the Transactional Email card with Explore, which leads to the tools. */
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { useTranslation } from '../../../shared/i18n';
import { href, paths } from '../../../shared/config/paths';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { ToolCard } from './tool-card';

export function UtilitiesIntroPage() {
  const { t } = useTranslation('utilities');
  useDocumentTitle(t('intro.pageTitle'));
  return (
    <>
      <Typography variant="h1">{t('intro.title')}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 880 }}>
        {t('intro.text')}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <ToolCard
            title={t('intro.transactionalEmail.title')}
            text={t('intro.transactionalEmail.text')}
            action={t('intro.transactionalEmail.action')}
            to={href(paths.utilitiesTools)}
            icon={<MailOutlineIcon color="primary" aria-hidden />}
          />
        </Grid>
      </Grid>
    </>
  );
}
