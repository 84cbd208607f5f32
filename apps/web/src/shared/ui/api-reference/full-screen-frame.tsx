/**
 * A viewer with a full-screen option (spec 2 section 2.3): the browser's full screen on the viewer itself, so
 * the rendered reference is kept, not rendered again; Escape leaves it.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';

export function FullScreenFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('api-reference');
  const frame = useRef<HTMLDivElement>(null);
  const [full, setFull] = useState(false);
  useEffect(() => {
    const follow = () => setFull(document.fullscreenElement === frame.current);
    // Browsers leave full screen on Escape themselves; where the key reaches the page instead (kiosk or headless
    // browsers), leave it here, so Escape always does what the spec says.
    const escape = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && document.fullscreenElement === frame.current) void document.exitFullscreen();
    };
    document.addEventListener('fullscreenchange', follow);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('fullscreenchange', follow);
      document.removeEventListener('keydown', escape);
    };
  }, []);
  const toggle = () => {
    if (full) void document.exitFullscreen();
    else void frame.current?.requestFullscreen?.();
  };
  return (
    <Paper
      ref={frame}
      variant="outlined"
      data-testid="viewer-frame"
      sx={{ p: { xs: 2, md: 3 }, '&:fullscreen': { overflow: 'auto', borderRadius: 0, p: { xs: 2, md: 4 } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
          {title}
        </Typography>
        {document.fullscreenEnabled && (
          <Button startIcon={full ? <FullscreenExitIcon /> : <FullscreenIcon />} onClick={toggle}>
            {full ? t('exitFullScreen') : t('fullScreen')}
          </Button>
        )}
      </Box>
      {children}
    </Paper>
  );
}
