/** Responses by status: the first success opens, the others open on demand. */
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { ReferenceResponse } from '@dc/contracts';
import { useTranslation } from '../../i18n';
import { MediaList } from './media-list';
import { MONO } from './mono';
import { ParametersTable } from './parameters-table';

const statusColor = (status: string) =>
  status.startsWith('2') ? '#1B5E20' : status.startsWith('4') || status.startsWith('5') ? '#B71C1C' : 'text.primary';

export function ResponsesList({ responses, of }: { responses: ReferenceResponse[]; of: string }) {
  const { t } = useTranslation('api-reference');
  const firstOk = responses.findIndex((r) => r.status.startsWith('2'));
  return responses.map((r, i) => (
    <Accordion
      key={r.status}
      defaultExpanded={i === (firstOk === -1 ? 0 : firstOk)}
      variant="outlined"
      disableGutters
      sx={{ '&:before': { display: 'none' }, mb: 0.5 }}
      data-testid="reference-response"
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'baseline', minWidth: 0 }}>
          <Typography component="span" sx={{ fontFamily: MONO, fontWeight: 600, color: statusColor(r.status) }}>
            {r.status}
          </Typography>
          <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {r.description}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }}>
        {r.headers.length > 0 && (
          <>
            <Typography variant="overline" component="p" color="text.secondary">
              {t('headers')}
            </Typography>
            <ParametersTable parameters={r.headers} />
          </>
        )}
        <MediaList content={r.content} title={r.status} of={`${r.status} ${of}`} />
      </AccordionDetails>
    </Accordion>
  ));
}
