/** What a basic user sees instead of applications and credentials (spec 2 section 2.6), verbatim. */
import { useTranslation } from '../../../../shared/i18n';
import { Alert } from '../../../../shared/ui/alert';

export function BasicUserNotice() {
  const { t } = useTranslation('applications');
  return (
    <Alert severity="info" data-testid="basic-user-notice" sx={{ mt: 3 }}>
      {t('basicUser')}
    </Alert>
  );
}
