/**
 * An alert box: MUI Alert's standard look (a tinted box, the severity's outlined icon, the message, a small close
 * button at the end) and DOM (role="alert" around icon, message and action divs) without its module, about 2.5 KB
 * gzip of the landing page's and the products gallery's first paint (issue 18): the offline banner, the landing
 * page's unknown-path notice and AppAlert show it. Success shows Material's CheckCircleOutline (MUI's own success
 * icon is drawn a little differently); no alert of the console shows success.
 */
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import IconButton from '@mui/material/IconButton';
import { darken, lighten, styled, type SxProps, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { Severity } from '@dc/contracts';

const ICONS = {
  success: CheckCircleOutlineIcon,
  info: InfoOutlinedIcon,
  warning: ReportProblemOutlinedIcon,
  error: ErrorOutlineIcon,
};

const Root = styled('div', { shouldForwardProp: (prop) => prop !== 'severity' && prop !== 'square' && prop !== 'sx' })<{
  severity: Severity;
  square?: boolean;
}>(({ theme, severity, square }) => ({
  ...theme.typography.body2,
  display: 'flex',
  padding: '6px 16px',
  borderRadius: square ? 0 : theme.shape.borderRadius,
  color: darken(theme.palette[severity].light, 0.6),
  backgroundColor: lighten(theme.palette[severity].light, 0.9),
}));
const Icon = styled('div')({ marginRight: 12, padding: '7px 0', display: 'flex', fontSize: 22, opacity: 0.9 });
const Message = styled('div')({ padding: '8px 0', minWidth: 0, overflow: 'auto' });
const Action = styled('div')({
  display: 'flex',
  alignItems: 'flex-start',
  padding: '4px 0 0 16px',
  marginLeft: 'auto',
  marginRight: -8,
});

/** AlertTitle's look: body1 text in medium weight above the message. */
export const AlertTitle = styled('div')(({ theme }) => ({
  ...theme.typography.body1,
  margin: '-2px 0 0.35em',
  fontWeight: theme.typography.fontWeightMedium,
}));

export interface AlertProps {
  severity: Severity;
  children: ReactNode;
  /** With it, a close button at the end, labelled closeLabel. */
  onClose?(): void;
  closeLabel?: string;
  /** No rounded corners (a banner across the page). */
  square?: boolean;
  sx?: SxProps<Theme>;
  'data-testid'?: string;
}

export function Alert({ severity, children, onClose, closeLabel = 'Close', square, sx, ...rest }: AlertProps) {
  const SeverityIcon = ICONS[severity];
  return (
    <Root role="alert" severity={severity} square={square} sx={sx} {...rest}>
      <Icon sx={{ color: `${severity}.main` }}>
        <SeverityIcon fontSize="inherit" />
      </Icon>
      <Message>{children}</Message>
      {onClose && (
        <Action>
          <IconButton size="small" color="inherit" aria-label={closeLabel} title={closeLabel} onClick={onClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Action>
      )}
    </Root>
  );
}
