/** View Payload (spec 1 section 2.9): the event's payload as formatted JSON, scrollable by keyboard too. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../shared/i18n';
import type { AnyIotEvent } from '../../api/get-events';
import { formatPayload, payloadNote } from '../../utils/format-payload';
import { UtcTime } from '../common/utc-time';

export function PayloadDialog({ event, onClose }: { event?: AnyIotEvent; onClose(): void }) {
  const { t } = useTranslation('iot');
  const note = event ? payloadNote(event.payloadEncoding) : undefined;
  return (
    <Dialog open={!!event} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="iot-payload-title">
      <DialogTitle id="iot-payload-title">{t('events.payloadTitle')}</DialogTitle>
      {event && (
        <DialogContent dividers>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {event.topic} · <UtcTime iso={event.receivedUtc} withMs />
          </Typography>
          {note && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t(`events.payloadNote.${note}`)}
            </Typography>
          )}
          <Box
            component="pre"
            tabIndex={0}
            aria-label={t('events.payloadTitle')}
            data-testid="iot-payload"
            sx={{
              mt: 2,
              mb: 0,
              p: 2,
              bgcolor: 'grey.100',
              borderRadius: 1,
              overflow: 'auto',
              maxHeight: '60vh',
              fontSize: '0.8125rem',
            }}
          >
            {formatPayload(event.payload)}
          </Box>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>{t('events.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
