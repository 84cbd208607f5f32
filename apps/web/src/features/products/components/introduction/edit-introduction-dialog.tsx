/**
 * Edit introduction (spec 2 sections 2.3, 7 "Documents"): upload a JSON or YAML introduction; the server refuses
 * anything else (API1017) and the dialog shows why. After a save it closes after closeAfterMs and the document reloads.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import { resolveError, type DocumentType } from '@dc/contracts';
import { FileDropZone, type DropZoneState } from '../../../../shared/ui/file-drop-zone/file-drop-zone';
import { useUploadIntroduction } from '../../api/upload-introduction';
import { problemLines } from '../../utils/problem-lines';

export interface EditIntroductionDialogProps {
  teamId: string;
  type: DocumentType;
  productId: string;
  closeAfterMs: number;
  onClose(): void;
  onSaved(): void;
}

export function EditIntroductionDialog(props: EditIntroductionDialogProps) {
  const { teamId, type, productId, closeAfterMs, onClose, onSaved } = props;
  const { t } = useTranslation('products');
  const titleId = useId();
  const upload = useUploadIntroduction();
  const [file, setFile] = useState<File>();
  const saved = upload.isSuccess;

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => {
      onClose();
      onSaved();
    }, closeAfterMs);
    return () => clearTimeout(timer);
  }, [saved, closeAfterMs, onClose, onSaved]);

  const choose = (files: File[]) => {
    upload.reset();
    setFile(files[0]);
  };
  const state: DropZoneState = upload.isError
    ? { kind: 'rejected', message: t('introduction.rejected') }
    : file
      ? { kind: 'accepted', fileName: file.name }
      : { kind: 'idle' };
  const error = upload.isError ? resolveError(upload.error) : undefined;
  const lines = upload.isError ? problemLines(upload.error) : [];

  return (
    <Dialog open onClose={upload.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('introduction.dialogTitle')}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('introduction.dialogText')}
        </Typography>
        <FileDropZone
          state={state}
          onFiles={choose}
          accept=".json,.yaml,.yml"
          disabled={upload.isPending || saved}
          texts={{
            prompt: t('introduction.dropPrompt'),
            choose: t('introduction.choose'),
            failed: t('introduction.rejected'),
            hint: t('introduction.hint'),
          }}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="introduction-error">
            {error.message}
            {lines.length > 0 && (
              <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
                {lines.map((p, i) => (
                  <li key={i}>
                    {p.line !== undefined
                      ? t('introduction.problemAtLine', { line: p.line, message: p.message })
                      : p.path
                        ? t('introduction.problemAtPath', { path: p.path, message: p.message })
                        : p.message}
                  </li>
                ))}
              </ul>
            )}
          </Alert>
        )}
        {saved && (
          <Alert severity="success" sx={{ mt: 2 }} role="status" data-testid="introduction-saved">
            {t('introduction.saved')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={upload.isPending}>
          {t('introduction.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={!file || upload.isPending || saved}
          onClick={() => file && upload.mutate({ teamId, type, documentId: productId, file })}
        >
          {upload.isPending ? t('introduction.saving') : t('introduction.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
