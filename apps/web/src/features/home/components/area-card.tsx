import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n';
import type { Area } from '../utils/areas';

export function AreaCard({ area }: { area: Area }) {
  const { t } = useTranslation();
  const title = t(`home.areas.${area.key}.title`);
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={area.to}
        sx={{ height: '100%', alignItems: 'flex-start' }}
        data-testid={`area-${area.key}`}
      >
        <CardContent sx={{ p: 2.5 }}>
          <Typography variant="h3" component="h3" gutterBottom>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`home.areas.${area.key}.text`)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
