/**
 * The e-mail as the recipient sees it, 815x500 (spec 3 section 9), in a sandboxed frame: srcdoc and no
 * allow-scripts, so nothing in a template can run in the console's origin. Narrow screens scroll the frame's box.
 */
import Box from '@mui/material/Box';
import { TEMPLATE_PREVIEW_SIZE } from '@dc/contracts';

export function PreviewFrame({ html, title }: { html: string; title: string }) {
  return (
    <Box
      sx={{
        maxWidth: '100%',
        overflowX: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        width: 'fit-content',
      }}
    >
      <iframe
        title={title}
        srcDoc={html}
        sandbox=""
        referrerPolicy="no-referrer"
        width={TEMPLATE_PREVIEW_SIZE.width}
        height={TEMPLATE_PREVIEW_SIZE.height}
        data-testid="template-preview-frame"
        style={{ display: 'block', border: 0, background: '#fff' }}
      />
    </Box>
  );
}
