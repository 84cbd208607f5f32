/** One of the two landing cards (Sign In, Explore); its parts hydrate in steps of their own (hydration-step.tsx). */
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { HydrationStep } from '../../../shared/ui/hydration-step';

export function LandingCard({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <HydrationStep>
        <CardContent sx={{ flex: 1, p: 3 }}>
          <Typography variant="h2" gutterBottom>
            {title}
          </Typography>
          <Typography color="text.secondary">{text}</Typography>
        </CardContent>
      </HydrationStep>
      <HydrationStep>
        <CardActions sx={{ px: 3, pb: 3 }}>{action}</CardActions>
      </HydrationStep>
    </Card>
  );
}
