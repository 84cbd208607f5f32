/** The group's BrokerEndpoint with a copy button (spec 1 section 2.9): where devices connect. */
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslation } from '../../../../shared/i18n';
import { notifyError, notifySuccess } from '../../../../shared/lib/notify';

export function BrokerEndpoint({ endpoint }: { endpoint: string }) {
  const { t } = useTranslation('iot');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(endpoint);
      notifySuccess(t('group.copied'));
    } catch {
      notifyError(t('group.copyFailed'));
    }
  };
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, maxWidth: '100%' }}>
      <Box component="code" data-testid="broker-endpoint" sx={{ overflowWrap: 'anywhere' }}>
        {endpoint}
      </Box>
      <Tooltip title={t('group.copy')}>
        <IconButton aria-label={t('group.copy')} size="small" onClick={() => void copy()}>
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
