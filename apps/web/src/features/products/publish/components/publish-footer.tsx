/**
 * Publish and Cancel, the upload's progress (then the server's check of the document), and a refused publish's
 * code and message; the form keeps every value so the user fixes one thing and publishes again.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import { Link as RouterLink } from '../../../../shared/router';
import { href, paths } from '../../../../shared/config/paths';
import type { PublishFormModel } from '../hooks/use-publish-form';

export function PublishFooter({ model, versioning }: { model: PublishFormModel; versioning: boolean }) {
  const { t } = useTranslation('product-publishing');
  const { failure, percent } = model;
  const pending = model.publish.isPending;
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) alert.current?.focus();
  }, [failure]);
  const uploading = percent < 100;
  const label = uploading ? t('progress.uploading', { percent }) : t('progress.checking');
  return (
    <Box>
      {pending && (
        <Box sx={{ mb: 2 }} data-testid="publish-progress">
          <Typography variant="body2" id="publish-progress-label" sx={{ mb: 0.5 }}>
            {label}
          </Typography>
          <LinearProgress
            aria-labelledby="publish-progress-label"
            variant={uploading ? 'determinate' : 'indeterminate'}
            value={percent}
          />
        </Box>
      )}
      {failure && !pending && (
        <Alert severity="error" ref={alert} tabIndex={-1} sx={{ mb: 2 }} data-testid="publish-error">
          <AlertTitle>{t(versioning ? 'errors.titleVersion' : 'errors.title')}</AlertTitle>
          <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
            <strong>{failure.code}</strong>: {failure.message}
          </Box>
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={href(paths.apim)} disabled={pending}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={pending}>
          {t(versioning ? 'actions.publishVersion' : 'actions.publish')}
        </Button>
      </Box>
    </Box>
  );
}
