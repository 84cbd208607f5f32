/** A message in place of a tab's content (no version, no document, 'Documentation not found'). */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import type { ReactNode } from 'react';

export function PanelMessage({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4, px: 2, color: 'text.secondary' }}
      data-testid={testId ?? 'panel-message'}
    >
      <DescriptionOutlinedIcon aria-hidden />
      <Typography>{children}</Typography>
    </Box>
  );
}
