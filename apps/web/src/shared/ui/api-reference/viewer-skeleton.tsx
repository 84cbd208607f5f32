/** Shown while a spec viewer's code loads. */
import { Skeleton } from '../skeleton';
import Stack from '@mui/material/Stack';

export function ViewerSkeleton() {
  return (
    <Stack spacing={1.5} aria-busy="true" data-testid="viewer-loading">
      <Skeleton variant="text" width="35%" height={36} />
      <Skeleton variant="rounded" height={48} />
      <Skeleton variant="rounded" height={48} />
      <Skeleton variant="rounded" height={48} />
    </Stack>
  );
}
