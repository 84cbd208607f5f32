/** 'View More' on a table row: a link whose accessible name says which row it opens. */
import Button from '@mui/material/Button';
import { Link as RouterLink } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';

export function ViewMore({ to, name }: { to: string; name: string }) {
  const { t } = useTranslation('iot');
  return (
    <Button
      component={RouterLink}
      to={to}
      size="small"
      aria-label={t('viewMoreOf', { name })}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t('viewMore')}
    </Button>
  );
}
