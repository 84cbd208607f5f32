/**
 * The indeterminate progress bar of a loading page: MUI LinearProgress's look (4 px, primary bars over a lighter
 * track, the same two animations) without its module, which was about 2 KB gzip of every page's first paint as the
 * router's fallback (issue 18). Only this variant: pages that show progress use LinearProgress.
 */
import Box from '@mui/material/Box';
import { keyframes, lighten } from '@mui/material/styles';

const sweep = keyframes`
  0% { left: -35%; right: 100%; }
  60%, 100% { left: 100%; right: -90%; }
`;
const follow = keyframes`
  0% { left: -200%; right: 100%; }
  60%, 100% { left: 107%; right: -8%; }
`;

const barSx = { position: 'absolute', top: 0, bottom: 0, bgcolor: 'primary.main' } as const;

export function LoadingBar({ label }: { label: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        display: 'block',
        height: 4,
        zIndex: 0,
        bgcolor: (theme) => lighten(theme.palette.primary.main, 0.62),
      }}
    >
      <Box
        component="span"
        sx={{ ...barSx, animation: `${sweep} 2.1s cubic-bezier(0.65, 0.815, 0.735, 0.395) infinite` }}
      />
      <Box
        component="span"
        sx={{ ...barSx, animation: `${follow} 2.1s cubic-bezier(0.165, 0.84, 0.44, 1) 1.15s infinite` }}
      />
    </Box>
  );
}
