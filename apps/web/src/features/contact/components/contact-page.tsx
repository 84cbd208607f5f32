/** /contact (spec 3 section 2.3, SPEC-NOTES 2): a title, a description and the shared feedback form. */
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n';
import { Trans } from '../../../shared/i18n/trans';
import { href, paths } from '../../../shared/config/paths';
import { FeedbackForm } from '../../../shared/ui/feedback-form/feedback-form';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { PageContainer } from '../../../shared/ui/page-container';

export function ContactPage() {
  const { t } = useTranslation('contact');
  useDocumentTitle(t('pageTitle'));
  return (
    <PageContainer maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1">{t('title')}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 720 }}>
        {t('description')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 720 }}>
        <Trans
          t={t}
          i18nKey="guidesHint"
          components={{ guides: <Link component={RouterLink} to={href(paths.guides)} underline="always" /> }}
        />
      </Typography>
      <FeedbackForm id="contact" />
    </PageContainer>
  );
}
