/** The Support tab (spec 2 sections 2.3, 2.4): the shared Contact Us feedback form, under a word on what it is for. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../shared/i18n';
import { FeedbackForm } from '../../../../shared/ui/feedback-form/feedback-form';

export function SupportPanel({ productName }: { productName: string }) {
  const { t } = useTranslation('products');
  return (
    <Box sx={{ maxWidth: 720 }} data-testid="support-panel">
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('support.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('support.text', { product: productName })}
      </Typography>
      <FeedbackForm id="product-support" />
    </Box>
  );
}
