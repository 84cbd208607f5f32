/** The top bar's help icon (spec 3 section 2.3): tooltip 'Help' (its code after the first paint), opens the guides index. */
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { Suspense } from 'react';
import { Link as RouterLink } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n';
import { href, paths } from '../../../shared/config/paths';
import { DeferredTooltip } from '../../../shared/ui/deferred-tooltip';

function HelpButton() {
  const { t } = useTranslation('guides');
  return (
    <DeferredTooltip title={t('help')}>
      <IconButton
        component={RouterLink}
        to={href(paths.guides)}
        color="inherit"
        aria-label={t('help')}
        data-testid="help-link"
      >
        <HelpOutlineIcon />
      </IconButton>
    </DeferredTooltip>
  );
}

/** Its own suspense boundary: loading the guides texts never blanks the shell around it. */
export function HelpLink() {
  return (
    <Suspense fallback={<Box sx={{ width: 40, flexShrink: 0 }} />}>
      <HelpButton />
    </Suspense>
  );
}
