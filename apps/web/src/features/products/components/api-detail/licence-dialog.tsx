/** The licence dialog (spec 2 section 2.3): explains the purchase, links to it, Cancel or Continue to subscribe. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { useId } from 'react';
import { useTranslation } from '../../../../shared/i18n';

export interface LicenceDialogProps {
  productName: string;
  purchaseUrl: string | null;
  onCancel(): void;
  onContinue(): void;
}

export function LicenceDialog({ productName, purchaseUrl, onCancel, onContinue }: LicenceDialogProps) {
  const { t } = useTranslation('products');
  const titleId = useId();
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('licence.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('licence.text', { product: productName })}</DialogContentText>
        {purchaseUrl && (
          <Link href={purchaseUrl} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-block', mt: 2 }}>
            {t('licence.learnMore')}
          </Link>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('licence.cancel')}</Button>
        <Button variant="contained" onClick={onContinue}>
          {t('licence.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
