/** Placeholder body for pages not built yet. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '../../shared/router';
import { useTranslation } from '../../shared/i18n';
import { href, paths } from '../../shared/config/paths';
import { useDocumentTitle } from '../../shared/ui/use-document-title';

export function UnderConstructionView() {
  const { t } = useTranslation();
  const title = t('underConstruction.title');
  useDocumentTitle(title);
  return (
    <Box
      data-testid="under-construction"
      sx={{ maxWidth: 640, mx: 'auto', py: { xs: 4, sm: 8 }, px: 2, textAlign: 'center' }}
    >
      <Typography variant="h1">{title}</Typography>
      <Typography sx={{ mt: 2 }} color="text.secondary">
        {t('underConstruction.text')}
      </Typography>
      <Button variant="contained" sx={{ mt: 4 }} component={RouterLink} to={href(paths.home)}>
        {t('underConstruction.backToHome')}
      </Button>
    </Box>
  );
}
