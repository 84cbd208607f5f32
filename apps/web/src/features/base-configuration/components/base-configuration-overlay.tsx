/**
 * The initialization overlay (spec 1 sections 2.8 and 4.4): a modal the user cannot dismiss, with the banner, then
 * rotating tips about the console, then 'Complete!'; the progress ring rises from 40 to 100 on completion.
 */
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../shared/i18n';
import { ACCOUNT_MESSAGES } from '@dc/contracts';
import { useOverlayTimeline } from '../hooks/use-overlay-timeline';
import { useBaseConfigurationState } from '../utils/status-store';
import { ProgressRing } from './progress-ring';

export function BaseConfigurationOverlay() {
  const { t } = useTranslation('accounts');
  const timeline = useOverlayTimeline(useBaseConfigurationState());
  const tips = t('overlay.tips', { returnObjects: true });
  const list = Array.isArray(tips) ? (tips as string[]) : [];
  const text = timeline.complete
    ? t('overlay.complete', { defaultValue: ACCOUNT_MESSAGES.complete })
    : timeline.banner || list.length === 0
      ? t('overlay.banner', { defaultValue: ACCOUNT_MESSAGES.preparing })
      : list[timeline.rotation % list.length];
  return (
    <Dialog
      open={timeline.open}
      disableEscapeKeyDown
      aria-labelledby="base-configuration-title"
      aria-describedby="base-configuration-text"
      data-testid="base-configuration-overlay"
      maxWidth="xs"
      fullWidth
      sx={{ zIndex: (theme) => theme.zIndex.modal + 2 }}
    >
      <DialogTitle id="base-configuration-title" sx={{ textAlign: 'center' }}>
        {t('overlay.title')}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 3, pb: 4 }}>
        <ProgressRing value={timeline.progress} label={t('overlay.progress')} />
        {!timeline.complete && !timeline.banner && (
          <Typography variant="overline" color="text.secondary" component="p">
            {t('overlay.tipHeading')}
          </Typography>
        )}
        <Typography
          id="base-configuration-text"
          role="status"
          aria-live="polite"
          sx={{ textAlign: 'center', minHeight: '3em', fontWeight: timeline.complete ? 500 : 400 }}
          data-testid="base-configuration-text"
        >
          {text}
        </Typography>
      </DialogContent>
    </Dialog>
  );
}
