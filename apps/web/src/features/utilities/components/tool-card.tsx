/** One card of the utilities pages: a title, a line on what it is for, and the button that opens it. */
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from '../../../shared/router';

export interface ToolCardProps {
  title: string;
  text: string;
  action: string;
  to: string;
  icon: ReactNode;
}

export function ToolCard({ title, text, action, to, icon }: ToolCardProps) {
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        {icon}
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mt: 1, mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={to} variant="contained" aria-label={`${action} ${title}`}>
          {action}
        </Button>
      </CardActions>
    </Card>
  );
}
