/** While offline a banner says so; back online, 'You are online' shows for 2 s (spec 1 sections 2.2 and 8). */
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../shared/i18n';
import { ONLINE_SNACKBAR_MS } from '@dc/contracts';
import { useOnlineStatus } from '../../shared/lib/connectivity';
import { notifySuccess } from '../../shared/lib/notify';
import { Alert, AlertTitle } from '../../shared/ui/alert';

export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  const wasOffline = useRef(!online);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
    } else if (wasOffline.current) {
      wasOffline.current = false;
      notifySuccess(t('offline.backOnline'), { autoHideMs: ONLINE_SNACKBAR_MS });
    }
  }, [online, t]);

  if (online) return null;
  return (
    <Alert
      severity="warning"
      square
      data-testid="offline-banner"
      sx={{ borderBottom: 1, borderColor: 'warning.light' }}
    >
      <AlertTitle>{t('offline.title')}</AlertTitle>
      {t('offline.message')}
    </Alert>
  );
}
