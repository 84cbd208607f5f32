/** The Support tab: the way to reach the catalog's owners is the Contact Us form. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import { Link as RouterLink } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import { href, paths } from '../../../../shared/config/paths';

export function SupportPanel({ catalogName }: { catalogName: string }) {
  const { t } = useTranslation('catalogs');
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', maxWidth: 640 }} data-testid="catalog-support">
      <SupportAgentOutlinedIcon aria-hidden sx={{ fontSize: 40, color: 'primary.main' }} />
      <Box>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('viewer.support.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('viewer.support.text', { catalog: catalogName })}
        </Typography>
        <Button component={RouterLink} to={href(paths.contact)} variant="outlined" sx={{ mt: 2 }}>
          {t('viewer.support.contact')}
        </Button>
      </Box>
    </Box>
  );
}
