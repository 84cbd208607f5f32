/** The blocking loader of link actions: covers the page and announces the wait. */
import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../shared/i18n';

export function BlockingLoader({ open }: { open: boolean }) {
  const { t } = useTranslation('teams');
  return (
    <Backdrop
      open={open}
      data-testid="blocking-loader"
      sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff', flexDirection: 'column', gap: 2 }}
    >
      <CircularProgress color="inherit" aria-hidden />
      <Typography role="status">{open ? t('links.working') : ''}</Typography>
    </Backdrop>
  );
}
