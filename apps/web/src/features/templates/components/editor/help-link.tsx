/** The help link of the template screens: the e-mail templates guide (apps/server/assets/guides). */
import Button from '@mui/material/Button';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { useTranslation } from '../../../../shared/i18n';
import { Link as RouterLink } from '../../../../shared/router';
import { href, paths } from '../../../../shared/config/paths';

export const TEMPLATES_GUIDE = 'email-templates';

export function HelpLink() {
  const { t } = useTranslation('templates');
  return (
    <Button
      component={RouterLink}
      to={href(paths.guide, { fileName: TEMPLATES_GUIDE })}
      target="_blank"
      rel="noopener"
      startIcon={<HelpOutlineIcon />}
    >
      {t('editor.help')}
    </Button>
  );
}
