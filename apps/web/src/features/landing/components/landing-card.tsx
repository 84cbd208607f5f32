/** One of the two landing cards (Sign In, Explore). */
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function LandingCard({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1, p: 3 }}>
        <Typography variant="h2" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
      </CardContent>
      <CardActions sx={{ px: 3, pb: 3 }}>{action}</CardActions>
    </Card>
  );
}
