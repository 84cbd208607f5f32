/**
 * A credential shown masked by default with a show/hide toggle and a copy button (spec 2 section 2.8). The value
 * may be fetched only when first shown or copied (`reveal`), so secrets are not read before anyone asks.
 */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useState } from 'react';

export interface SecretTextLabels {
  show: string;
  hide: string;
  copy: string;
  copied: string;
}

export interface SecretTextProps {
  /** Names what is shown, e.g. 'Secret 1' (the buttons' labels say it). */
  name: string;
  /** Known value, or a loader for it. */
  value?: string;
  reveal?: () => Promise<string>;
  labels: SecretTextLabels;
  testId?: string;
}

const MASK = '••••••••••••••••••••';

export function SecretText({ name, value, reveal, labels, testId }: SecretTextProps) {
  const [shown, setShown] = useState(false);
  const [loaded, setLoaded] = useState<string | undefined>(value);
  const [loading, setLoading] = useState(false);
  const [copied, setCopied] = useState(false);
  const current = value ?? loaded;

  const load = async (): Promise<string | undefined> => {
    if (current !== undefined || !reveal) return current;
    setLoading(true);
    try {
      const v = await reveal();
      setLoaded(v);
      return v;
    } finally {
      setLoading(false);
    }
  };
  const toggle = async () => {
    if (!shown && (await load()) === undefined) return;
    setShown((s) => !s);
  };
  const copy = async () => {
    const v = await load();
    if (v === undefined) return;
    await navigator.clipboard?.writeText(v);
    setCopied(true);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }} data-testid={testId}>
      <Box
        component="code"
        sx={{ fontFamily: 'monospace', fontSize: '0.875rem', overflowWrap: 'anywhere', minWidth: 0, flex: 1 }}
        data-testid={testId ? `${testId}-value` : undefined}
      >
        {shown && current !== undefined ? current : MASK}
      </Box>
      {loading && <CircularProgress size={16} aria-hidden />}
      <Tooltip title={shown ? labels.hide : labels.show}>
        <IconButton
          size="small"
          aria-label={`${shown ? labels.hide : labels.show}: ${name}`}
          onClick={() => void toggle()}
        >
          {shown ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
      <Tooltip title={copied ? labels.copied : labels.copy} onClose={() => setCopied(false)}>
        <IconButton size="small" aria-label={`${labels.copy}: ${name}`} onClick={() => void copy()}>
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
