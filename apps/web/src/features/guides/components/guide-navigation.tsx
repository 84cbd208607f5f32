/**
 * Where the guide list sits: beside the guide from the medium breakpoint up; above it on small screens, folded
 * into one 'All guides' accordion so the guide itself comes first (usable at 360 px).
 */
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n';

export function GuideNavigation({ children }: { children: ReactNode }) {
  const { t } = useTranslation('guides');
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  if (!small) {
    return (
      <Box
        component="nav"
        aria-label={t('listLabel')}
        // Stays in view beside a long guide; a list taller than the window scrolls on its own.
        sx={{ position: 'sticky', top: 72, alignSelf: 'start', maxHeight: 'calc(100vh - 88px)', overflowY: 'auto' }}
      >
        {children}
      </Box>
    );
  }
  return (
    <Box component="nav" aria-label={t('listLabel')}>
      <Accordion disableGutters data-testid="guide-list-toggle">
        <AccordionSummary expandIcon={<ExpandMoreIcon />} id="all-guides-header" aria-controls="all-guides-content">
          <Typography component="span" sx={{ fontWeight: 500 }}>
            {t('listLabel')}
          </Typography>
        </AccordionSummary>
        <AccordionDetails sx={{ p: 1 }}>{children}</AccordionDetails>
      </Accordion>
    </Box>
  );
}
