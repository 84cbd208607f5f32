/**
 * Save, Publish or Unpublish by status, and Delete for a saved catalog (spec 2 sections 2.10, 4, 5); the caller
 * shows the bar only to those who pass the admin check.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { Link as RouterLink } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import type { CatalogStatus } from '@dc/contracts';
import type { EditorAction, EditorBusy } from '../../hooks/use-catalog-editor';

export interface EditorActionsProps {
  status: CatalogStatus;
  busy: EditorBusy;
  cancelTo: string;
  canDelete: boolean;
  /** Save needs a name; Publish a name and at least one product (spec 2 section 5). */
  canSave: boolean;
  canPublish: boolean;
  onAction(action: EditorAction): void;
  onDelete(): void;
}

export function EditorActions(props: EditorActionsProps) {
  const { status, busy, cancelTo, canDelete, canSave, canPublish, onAction, onDelete } = props;
  const { t } = useTranslation('catalogs');
  const disabled = busy !== 'idle';
  const spinner = busy === 'saving' ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined;
  return (
    <Box
      role="group"
      aria-label={t('editor.actionsLabel')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
      data-testid="catalog-editor-actions"
    >
      <Button variant="outlined" disabled={disabled || !canSave} onClick={() => onAction('save')} startIcon={spinner}>
        {t('editor.save')}
      </Button>
      {status === 'published' ? (
        <Button variant="contained" color="secondary" disabled={disabled} onClick={() => onAction('unpublish')}>
          {t('editor.unpublish')}
        </Button>
      ) : (
        <Button
          variant="contained"
          disabled={disabled || !canPublish}
          onClick={() => onAction('publish')}
          aria-describedby={canPublish ? undefined : 'catalog-publish-hint'}
        >
          {t('editor.publish')}
        </Button>
      )}
      <Button component={RouterLink} to={cancelTo} disabled={disabled}>
        {t('editor.cancel')}
      </Button>
      {canDelete && (
        <Button color="error" disabled={disabled} onClick={onDelete} sx={{ ml: { sm: 'auto' } }}>
          {t('editor.delete')}
        </Button>
      )}
    </Box>
  );
}
