/**
 * The Introduction tab (spec 2 sections 2.3, 2.4): the product's rendered introduction, and Edit for those the
 * product check allows (action document).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Skeleton } from '../../../../shared/ui/skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useState } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import {
  DOCUMENT_DIALOG_CLOSE_MS,
  INTRODUCTION_SAVE_RELOAD_MS,
  PRODUCT_ACTIONS,
  resolveError,
  type DocumentType,
} from '@dc/contracts';
import { ApiRequestError } from '../../../../shared/lib/api-error';
import { useCurrentTeam } from '../../../../shared/lib/current-team/current-team-context';
import { useIntroductionHtml } from '../../api/get-document-html';
import { useProductCheck } from '../../api/get-product-check';
import { PanelMessage } from '../detail/panel-message';
import { DocumentContent } from './document-content';
import { EditIntroductionDialog } from './edit-introduction-dialog';

export function IntroductionPanel({ type, productId }: { type: DocumentType; productId: string }) {
  const { t } = useTranslation('products');
  const { currentTeam } = useCurrentTeam();
  const teamId = currentTeam?.uuid;
  const doc = useIntroductionHtml(teamId, type, productId);
  const canEdit = useProductCheck(teamId, productId, PRODUCT_ACTIONS.document);
  const [editing, setEditing] = useState(false);
  // None yet (204), or the product itself is gone (404).
  const missing = doc.data === null || (doc.error instanceof ApiRequestError && doc.error.status === 404);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('introduction.title')}
        </Typography>
        {canEdit && (
          <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)}>
            {t('introduction.edit')}
          </Button>
        )}
      </Box>
      {doc.isPending ? (
        <Stack spacing={1} aria-busy="true" data-testid="document-loading">
          <Skeleton variant="text" width="50%" height={32} />
          <Skeleton variant="text" />
          <Skeleton variant="text" />
          <Skeleton variant="text" width="80%" />
        </Stack>
      ) : missing ? (
        <PanelMessage testId="documentation-not-found">{t('documentation.notFound')}</PanelMessage>
      ) : doc.isError ? (
        <PanelMessage testId="document-error">{resolveError(doc.error).message}</PanelMessage>
      ) : (
        <DocumentContent html={doc.data ?? ''} />
      )}
      {editing && teamId && (
        <EditIntroductionDialog
          teamId={teamId}
          type={type}
          productId={productId}
          // The API introduction save waits 3 s before closing; other documents 2 s (spec 2 section 9).
          closeAfterMs={type === 'api' ? INTRODUCTION_SAVE_RELOAD_MS : DOCUMENT_DIALOG_CLOSE_MS}
          onClose={() => setEditing(false)}
          onSaved={() => void doc.refetch()}
        />
      )}
    </Box>
  );
}
