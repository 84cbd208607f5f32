/** One AsyncAPI operation: its action and channel address, summary, and each message's payload and example. */
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from '../../../../shared/i18n';
import type { AsyncAction, AsyncMessage, AsyncOperation } from '../../utils/asyncapi-model';
import { sampleOf } from '@dc/contracts';
import { Description } from '../../../../shared/ui/api-reference/description';
import { SchemaTree } from '../../../../shared/ui/api-reference/schema-tree';

const MONO = 'ui-monospace, Menlo, Consolas, monospace';
/** Dark enough for white text (WCAG AA). */
const ACTION_COLORS: Record<AsyncAction, string> = {
  receive: '#1565C0',
  subscribe: '#1565C0',
  send: '#2E7D32',
  publish: '#2E7D32',
};

function MessageBlock({ message }: { message: AsyncMessage }) {
  const { t } = useTranslation('products');
  const example = message.examples[0] ?? (message.payload ? sampleOf(message.payload) : undefined);
  return (
    <Box sx={{ mt: 2 }} data-testid="asyncapi-message">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h5" sx={{ fontWeight: 500 }}>
          {message.title ?? message.name}
        </Typography>
        {message.contentType && <Chip size="small" variant="outlined" label={message.contentType} />}
      </Box>
      {(message.summary || message.description) && (
        <Description
          text={(message.summary ?? message.description)!}
          variant="body2"
          color="text.secondary"
          sx={{ mt: 0.5 }}
        />
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          mt: 1,
        }}
      >
        <Box>
          {message.payload && <SchemaTree title={t('asyncapi.payload')} schema={message.payload} />}
          {message.headers && <SchemaTree title={t('asyncapi.headers')} schema={message.headers} />}
        </Box>
        {example !== undefined && (
          <Box>
            <Typography variant="overline" component="p" color="text.secondary">
              {t('asyncapi.example')}
            </Typography>
            <Box
              component="pre"
              tabIndex={0}
              aria-label={t('asyncapi.exampleOf', { message: message.name })}
              sx={{
                m: 0,
                p: 1.5,
                bgcolor: 'grey.100',
                borderRadius: 1,
                overflowX: 'auto',
                fontFamily: MONO,
                fontSize: '0.8125rem',
              }}
            >
              {JSON.stringify(example, null, 2)}
            </Box>
          </Box>
        )}
      </Box>
    </Box>
  );
}

export function AsyncApiOperationCard({
  operation,
  defaultExpanded,
}: {
  operation: AsyncOperation;
  defaultExpanded: boolean;
}) {
  const { t } = useTranslation('products');
  return (
    <Accordion
      defaultExpanded={defaultExpanded}
      variant="outlined"
      disableGutters
      sx={{ mb: 1.5, '&:before': { display: 'none' } }}
      data-testid="asyncapi-operation"
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ '& .MuiAccordionSummary-content': { minWidth: 0 } }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}>
          <Chip
            size="small"
            label={t(`asyncapi.actions.${operation.action}`)}
            sx={{ bgcolor: ACTION_COLORS[operation.action], color: '#fff', fontWeight: 500, minWidth: 72 }}
          />
          <Typography sx={{ fontFamily: MONO, overflowWrap: 'anywhere' }} component="span">
            {operation.address}
          </Typography>
          {operation.summary && (
            <Typography variant="body2" color="text.secondary" component="span">
              {operation.summary}
            </Typography>
          )}
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <Typography variant="caption" color="text.secondary" sx={{ fontFamily: MONO }}>
          {operation.id}
        </Typography>
        {operation.description && <Description text={operation.description} variant="body2" sx={{ mt: 1 }} />}
        {operation.messages.map((m) => (
          <MessageBlock key={m.id} message={m} />
        ))}
      </AccordionDetails>
    </Accordion>
  );
}
