/**
 * A small label chip that is not clickable (type badges, tags): MUI Chip's small look (24 px, 13 px text, round
 * ends, filled in a palette colour or outlined) without its module, about 2.5 KB gzip of the products gallery's first
 * paint (issue 18). The same DOM: a div holding a span with the label, which ends in an ellipsis when too long.
 */
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export interface SmallChipProps {
  label: string;
  /** Filled in that colour; without it, outlined. */
  color?: 'primary' | 'secondary';
  sx?: SxProps<Theme>;
  'data-testid'?: string;
}

export function SmallChip({ label, color, sx, ...rest }: SmallChipProps) {
  return (
    <Box
      {...rest}
      sx={[
        {
          maxWidth: '100%',
          fontFamily: 'fontFamily',
          fontSize: (theme) => theme.typography.pxToRem(13),
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          height: 24,
          borderRadius: '16px',
          whiteSpace: 'nowrap',
          verticalAlign: 'middle',
          boxSizing: 'border-box',
          ...(color
            ? { color: `${color}.contrastText`, bgcolor: `${color}.main` }
            : { color: 'text.primary', border: 1, borderColor: 'grey.400' }),
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', px: color ? 1 : '7px' }}>
        {label}
      </Box>
    </Box>
  );
}
