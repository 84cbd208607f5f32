/** One workbench tool: icon, name, what it is for; the whole card opens the tool. */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import { Skeleton } from '../../../shared/ui/skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n';
import type { Tool } from '../utils/tools';

export function ToolCard({ tool }: { tool: Tool }) {
  const { t } = useTranslation('workbench');
  const Icon = tool.icon;
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={tool.to}
        data-testid={`tool-${tool.key}`}
        sx={{ height: '100%', display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-start' }}
      >
        <CardContent sx={{ p: 2.5, display: 'flex', gap: 2 }}>
          <Box
            aria-hidden
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: 44,
              height: 44,
              flexShrink: 0,
              borderRadius: 2,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            <Icon />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h3" component="h2" gutterBottom>
              {t(`tools.${tool.key}.title`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`tools.${tool.key}.text`)}
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function ToolCardSkeleton() {
  return <Skeleton variant="rounded" height={112} data-testid="tool-skeleton" />;
}
