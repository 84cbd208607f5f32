/** Loading states of the guides page (spec 3 section 8: loading texts are shown) with skeletons of its shape. */
import Box from '@mui/material/Box';
import { Skeleton } from '../../../shared/ui/skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function LoadingText({ text }: { text: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {text}
    </Typography>
  );
}

export function GuideListSkeleton({ text }: { text: string }) {
  return (
    <Box role="status" aria-busy="true" data-testid="guide-list-loading">
      <LoadingText text={text} />
      <Stack spacing={1}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={48} />
        ))}
      </Stack>
    </Box>
  );
}

export function GuideContentSkeleton({ text }: { text: string }) {
  return (
    <Box role="status" aria-busy="true" data-testid="guide-content-loading">
      <LoadingText text={text} />
      <Skeleton variant="text" width="55%" height={48} />
      {Array.from({ length: 3 }, (_, block) => (
        <Box key={block} sx={{ mt: 3 }}>
          <Skeleton variant="text" width="35%" height={32} />
          <Skeleton variant="text" />
          <Skeleton variant="text" />
          <Skeleton variant="text" width="80%" />
        </Box>
      ))}
    </Box>
  );
}
