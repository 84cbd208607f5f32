/** A detail page while it loads: the shape of its heading and fields, announced as 'Loading...'. */
import { Skeleton } from '../../../../shared/ui/skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../../shared/i18n';

export function DetailSkeleton() {
  const { t } = useTranslation('iot');
  return (
    <Stack spacing={2} aria-busy="true" aria-label={t('loading')} role="status" data-testid="iot-detail-loading">
      <Skeleton variant="text" width="45%" height={48} />
      <Skeleton variant="rounded" height={40} />
      <Skeleton variant="rounded" height={200} />
    </Stack>
  );
}
