/**
 * What a signed-in page shows while its code or translations load: the progress bar plus grey blocks where the
 * title, toolbar and list will be, in the page frame's width and spacing, so the area is never blank (issue 18).
 */
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { PageLoader } from './page-loader';

const ROWS = 6;

export function PageSkeleton() {
  return (
    <>
      <PageLoader />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} aria-hidden data-testid="page-skeleton">
        <Skeleton variant="text" width="40%" sx={{ fontSize: '2rem' }} />
        <Skeleton variant="rounded" height={56} sx={{ mt: 3 }} />
        <Stack spacing={1.5} sx={{ mt: 3 }}>
          {Array.from({ length: ROWS }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={48} />
          ))}
        </Stack>
      </Container>
    </>
  );
}
