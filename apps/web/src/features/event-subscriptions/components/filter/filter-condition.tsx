/** A filter condition shown read-only, in the monospace the editor uses. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function FilterCondition({ label, condition }: { label: string; condition: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box
        component="code"
        data-testid="filter-condition"
        sx={{
          display: 'block',
          mt: 0.5,
          px: 1.5,
          py: 1,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: '0.875rem',
          overflowWrap: 'anywhere',
        }}
      >
        {condition}
      </Box>
    </Box>
  );
}
