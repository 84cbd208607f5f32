/** One operation: method and path, summary, description, parameters, request body and responses. */
import Box from '@mui/material/Box';
import { Skeleton } from '../skeleton';
import Typography from '@mui/material/Typography';
import type { ReferenceOperation } from '@dc/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { Description } from './description';
import { MediaList } from './media-list';
import { MethodChip } from './method-chip';
import { MONO } from './mono';
import { ParametersTable } from './parameters-table';
import type { ReferenceSource } from './reference-source';
import { ResponsesList } from './responses-list';
import { useReferenceOperation } from './use-reference';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h4" sx={{ fontSize: '1rem', fontWeight: 600, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export interface OperationExtras {
  /** Shown under the operation's heading (Try it, when the page offers it). */
  renderOperationExtras?: (operation: ReferenceOperation) => ReactNode;
}

export function OperationDetail({
  source,
  index,
  renderOperationExtras,
}: { source: ReferenceSource; index: number } & OperationExtras) {
  const { t } = useTranslation('api-reference');
  const found = useReferenceOperation(source, index);
  if (found.isPending) {
    return <Skeleton role="progressbar" variant="rounded" height={120} aria-label={t('loading')} data-testid="operation-loading" />;
  }
  if (found.isError) return <Typography role="alert">{t('loadFailed')}</Typography>;
  const op = found.data;
  const name = `${op.method.toUpperCase()} ${op.path}`;
  return (
    <Box component="article" data-testid="reference-operation" aria-labelledby={`op-${op.index}-title`}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <MethodChip method={op.method} />
        <Typography
          id={`op-${op.index}-title`}
          variant="h3"
          sx={{ fontFamily: MONO, fontSize: '1.0625rem', overflowWrap: 'anywhere' }}
          data-testid="operation-path"
        >
          {op.path}
        </Typography>
        {op.deprecated && <Typography variant="caption">{t('deprecated')}</Typography>}
      </Box>
      {op.summary && (
        <Typography sx={{ mt: 1, fontWeight: 500 }} data-testid="operation-summary">
          {op.summary}
        </Typography>
      )}
      {op.operationId && (
        <Typography variant="caption" color="text.secondary" sx={{ fontFamily: MONO }}>
          {op.operationId}
        </Typography>
      )}
      {op.security.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('security', { schemes: op.security.join(', ') })}
        </Typography>
      )}
      {op.description && <Description text={op.description} variant="body2" sx={{ mt: 1 }} />}
      {renderOperationExtras?.(op)}
      <Section title={t('parameters')}>
        {op.parameters.length ? (
          <ParametersTable parameters={op.parameters} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('noParameters')}
          </Typography>
        )}
      </Section>
      {op.requestBody && (
        <Section title={t('requestBody')}>
          {op.requestBody.description && <Description text={op.requestBody.description} variant="body2" />}
          <MediaList content={op.requestBody.content} title={t('requestBody')} of={name} />
        </Section>
      )}
      <Section title={t('responses')}>
        <ResponsesList responses={op.responses} of={name} />
      </Section>
    </Box>
  );
}
