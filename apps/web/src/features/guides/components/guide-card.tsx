/** One guide in the widget: its name and summary, and 'View This' to open it. */
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n';
import type { GuidePage } from '@dc/contracts';
import { href, paths } from '../../../shared/config/paths';

export function GuideCard({ guide }: { guide: GuidePage }) {
  const { t } = useTranslation('guides');
  const titleId = `guide-card-${guide.file}`;
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid={titleId}>
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="h3" id={titleId} gutterBottom sx={{ overflowWrap: 'anywhere' }}>
          {guide.name}
        </Typography>
        {guide.internal && <Chip size="small" label={t('internal')} sx={{ mb: 1 }} />}
        <Typography variant="body2" color="text.secondary">
          {guide.text}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={href(paths.guide, { fileName: guide.file })}
          variant="outlined"
          size="small"
          aria-describedby={titleId}
        >
          {t('widget.viewThis')}
        </Button>
      </CardActions>
    </Card>
  );
}
