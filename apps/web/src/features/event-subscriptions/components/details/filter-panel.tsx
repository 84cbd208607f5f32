/**
 * The filter of an event subscription with its edit pencil (spec 2 sections 2.9, 5): the edited condition is saved
 * only if valid, otherwise sent as null (no filter); Save is disabled while unchanged. 'Updated Subscription' or
 * 'Failed to update subscription {error}'.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useState } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import { filterConditionError, formatFilterCondition, type EventSubscription } from '@dc/contracts';
import { notifyError, notifySuccess } from '../../../../shared/lib/notify';
import type { TeamRef } from '../../api/event-headers';
import { useUpdateEventSubscription } from '../../api/update-event-subscription';
import { filterToSave, isUnchangedCondition } from '../../utils/filter-editor';
import { useMessageText } from '../../utils/use-message-text';
import { FilterSummary } from '../common/filter-summary';
import { Section } from '../common/section';

export interface FilterPanelProps {
  team: TeamRef;
  subscription: EventSubscription;
  canEdit: boolean;
}

export function FilterPanel({ team, subscription, canEdit }: FilterPanelProps) {
  const { t } = useTranslation('event-subscriptions');
  const text = useMessageText();
  const update = useUpdateEventSubscription(team, subscription.subscriptionTrn);
  const [editing, setEditing] = useState<string | null>(null);
  const stored = subscription.filter;
  const problem = editing?.trim() ? filterConditionError(editing) : null;
  const save = () =>
    editing !== null &&
    update.mutate(filterToSave(editing), {
      onSuccess: () => {
        notifySuccess(t('messages.updated'));
        setEditing(null);
      },
      onError: (err) => notifyError(t('messages.updateFailed', { error: text.apiError(err) })),
    });

  const pencil = canEdit && editing === null && (
    <Tooltip title={t('filter.editFilter')}>
      <IconButton
        aria-label={t('filter.editFilter')}
        onClick={() => setEditing(stored ? formatFilterCondition(stored) : '')}
      >
        <EditOutlinedIcon />
      </IconButton>
    </Tooltip>
  );
  return (
    <Section title={t('details.filterTitle')} actions={pencil} testId="filter-panel">
      {editing === null ? (
        <FilterSummary filter={stored} />
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!isUnchangedCondition(editing, stored)) save();
          }}
        >
          <TextField
            id="filter-edit"
            fullWidth
            size="small"
            label={t('filter.condition')}
            placeholder={t('filter.example')}
            value={editing}
            onChange={(e) => setEditing(e.target.value)}
            error={!!problem}
            helperText={problem ? t('filter.savedAsNone', { message: problem }) : t('filter.editHelp')}
            autoComplete="off"
            autoFocus
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
            <Button onClick={() => setEditing(null)} disabled={update.isPending}>
              {t('actions.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={isUnchangedCondition(editing, stored) || update.isPending}
              startIcon={update.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            >
              {t('actions.save')}
            </Button>
          </Box>
        </Box>
      )}
    </Section>
  );
}
