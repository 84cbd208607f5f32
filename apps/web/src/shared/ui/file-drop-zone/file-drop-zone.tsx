/**
 * The shared file drop zone (spec 3 section 2.5): idle; accepted, showing the file name; rejected, showing an
 * error message or 'File Upload failed'. Files come by drop or by the Choose button (a real file input), and go
 * to onFiles; the caller checks them and sets the state. Texts come from the caller's namespace.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';

export type DropZoneState =
  { kind: 'idle' } | { kind: 'accepted'; fileName: string; detail?: string } | { kind: 'rejected'; message?: string };

export interface FileDropZoneTexts {
  /** Idle prompt, e.g. 'Drag and drop a file here'. */
  prompt: string;
  /** The button that opens the file chooser. */
  choose: string;
  /** Shown when a rejection carries no message of its own ('File Upload failed'). */
  failed: string;
  /** Optional line under the prompt (accepted types, size). */
  hint?: string;
}

export interface FileDropZoneProps {
  state: DropZoneState;
  texts: FileDropZoneTexts;
  onFiles(files: File[]): void;
  /** The file input's accept attribute, e.g. '.json,.yaml,.yml'. */
  accept?: string;
  disabled?: boolean;
  /** Extra content under the state line (progress, actions). */
  children?: ReactNode;
}

const STATE_COLOR = { idle: 'text.secondary', accepted: 'success.main', rejected: 'error.main' } as const;

export function FileDropZone({ state, texts, onFiles, accept, disabled = false, children }: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const id = useId();
  const take = (list: FileList | null) => {
    if (!disabled && list && list.length > 0) onFiles(Array.from(list));
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    take(e.dataTransfer.files);
  };
  const onDragOver = (e: DragEvent) => {
    e.preventDefault();
    if (!disabled) setOver(true);
  };
  const Icon =
    state.kind === 'accepted'
      ? CheckCircleOutlineIcon
      : state.kind === 'rejected'
        ? ErrorOutlineIcon
        : CloudUploadOutlinedIcon;

  return (
    <Box
      data-testid="file-drop-zone"
      data-state={state.kind}
      onDrop={onDrop}
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      sx={{
        border: '2px dashed',
        borderColor: over ? 'primary.main' : state.kind === 'rejected' ? 'error.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'background.paper',
        borderRadius: 2,
        p: { xs: 2, sm: 4 },
        textAlign: 'center',
        opacity: disabled ? 0.8 : 1,
      }}
    >
      <Icon aria-hidden sx={{ fontSize: 40, color: STATE_COLOR[state.kind] }} />
      {state.kind === 'idle' && (
        <Typography id={`${id}-prompt`} sx={{ mt: 1 }}>
          {texts.prompt}
        </Typography>
      )}
      {state.kind === 'accepted' && (
        <Typography sx={{ mt: 1, fontWeight: 500, overflowWrap: 'anywhere' }} data-testid="drop-zone-file">
          {state.fileName}
          {state.detail && (
            <Typography component="span" color="text.secondary" sx={{ ml: 1, fontWeight: 400 }}>
              {state.detail}
            </Typography>
          )}
        </Typography>
      )}
      {state.kind === 'rejected' && (
        <Typography role="alert" color="error" sx={{ mt: 1, fontWeight: 500 }} data-testid="drop-zone-error">
          {state.message || texts.failed}
        </Typography>
      )}
      {texts.hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {texts.hint}
        </Typography>
      )}
      <Button variant="outlined" sx={{ mt: 2 }} disabled={disabled} onClick={() => input.current?.click()}>
        {texts.choose}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        aria-label={texts.choose}
        data-testid="file-drop-zone-input"
        onChange={(e) => {
          take(e.target.files);
          e.target.value = '';
        }}
      />
      {children && <Box sx={{ textAlign: 'left' }}>{children}</Box>}
    </Box>
  );
}
