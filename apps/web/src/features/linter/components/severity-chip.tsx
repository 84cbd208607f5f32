/** A severity as icon and word (never colour alone); on phones the word is kept for screen readers only. */
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import ErrorIcon from '@mui/icons-material/Error';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import { useTranslation } from '../../../shared/i18n';
import type { LintSeverity } from '@dc/contracts';

export const SEVERITY_ICON = {
  error: ErrorIcon,
  warning: WarningAmberIcon,
  info: InfoOutlinedIcon,
  hint: LightbulbOutlinedIcon,
} as const;

/** Colours with at least 4.5:1 contrast on white. */
export const SEVERITY_COLOR: Record<LintSeverity, string> = {
  error: '#B3261E',
  warning: '#8A5300',
  info: '#0B5CAD',
  hint: '#46505C',
};

export function SeverityLabel({ severity }: { severity: LintSeverity }) {
  const { t } = useTranslation('linter');
  const Icon = SEVERITY_ICON[severity];
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: SEVERITY_COLOR[severity] }}
    >
      <Icon aria-hidden sx={{ fontSize: 18 }} />
      <Box component="span" sx={(theme) => ({ [theme.breakpoints.down('sm')]: visuallyHidden })}>
        {t(`severity.${severity}`)}
      </Box>
    </Box>
  );
}
