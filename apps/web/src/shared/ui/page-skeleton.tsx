/**
 * What a signed-in page shows while its code or translations load: the progress bar plus grey blocks where the
 * title, toolbar and list will be, in the page frame's width and spacing, so the area is never blank (issue 18).
 */
import Box from '@mui/material/Box';
import { Skeleton } from './skeleton';
import { PageContainer } from './page-container';
import { PageLoader } from './page-loader';

const ROWS = 6;

export function PageSkeleton() {
  return (
    <>
      <PageLoader />
      <PageContainer maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} aria-hidden data-testid="page-skeleton">
        <Skeleton variant="text" width="40%" sx={{ fontSize: '2rem' }} />
        <Skeleton variant="rounded" height={56} sx={{ mt: 3 }} />
        {/* Stack's spacing: the rows' own margins off, 12 px between them. */}
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            mt: 3,
            '& > :not(style):not(style)': { m: 0 },
            '& > :not(style) ~ :not(style)': { mt: 1.5 },
          }}
        >
          {Array.from({ length: ROWS }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={48} />
          ))}
        </Box>
      </PageContainer>
    </>
  );
}
