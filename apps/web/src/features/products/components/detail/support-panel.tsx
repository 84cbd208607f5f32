/** The Support tab: the Contact Us form belongs to its own issue; until it lands, the way to reach the provider. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href, paths } from '../../../../shared/config/paths';

export function SupportPanel({ productName }: { productName: string }) {
  const { t } = useTranslation('products');
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', maxWidth: 640 }} data-testid="support-panel">
      <SupportAgentOutlinedIcon aria-hidden sx={{ fontSize: 40, color: 'primary.main' }} />
      <Box>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('support.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('support.text', { product: productName })}
        </Typography>
        <Button component={RouterLink} to={href(paths.contact)} variant="outlined" sx={{ mt: 2 }}>
          {t('support.contact')}
        </Button>
      </Box>
    </Box>
  );
}
