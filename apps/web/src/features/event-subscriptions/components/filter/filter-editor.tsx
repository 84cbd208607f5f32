/**
 * The filter editor of the wizard (spec 2 sections 4, 5): a condition and Apply; a valid one turns into a read-only
 * display with Edit and Remove, an invalid or empty one stays in the editor with the language's message.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../../shared/i18n';
import { formatFilterCondition } from '@dc/contracts';
import {
  EMPTY_FILTER_EDITOR,
  applyCondition,
  editApplied,
  typeCondition,
  type FilterEditorState,
} from '../../utils/filter-editor';
import { FilterCondition } from './filter-condition';

export interface FilterEditorProps {
  id: string;
  state: FilterEditorState;
  onChange(state: FilterEditorState): void;
}

export function FilterEditor({ id, state, onChange }: FilterEditorProps) {
  const { t } = useTranslation('event-subscriptions');
  if (state.applied) {
    return (
      <Box data-testid="filter-applied">
        <FilterCondition label={t('filter.condition')} condition={formatFilterCondition(state.applied)} />
        <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
          <Button size="small" variant="outlined" onClick={() => onChange(editApplied(state))}>
            {t('filter.edit')}
          </Button>
          <Button size="small" color="error" onClick={() => onChange(EMPTY_FILTER_EDITOR)}>
            {t('filter.remove')}
          </Button>
        </Box>
      </Box>
    );
  }
  const apply = () => onChange(applyCondition(state.condition));
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }} data-testid="filter-editor">
      <TextField
        id={`${id}-condition`}
        size="small"
        label={t('filter.condition')}
        placeholder={t('filter.example')}
        value={state.condition}
        onChange={(e) => onChange(typeCondition(e.target.value))}
        onKeyDown={(e) => {
          // Enter applies the condition instead of submitting the wizard step.
          if (e.key === 'Enter') {
            e.preventDefault();
            apply();
          }
        }}
        error={!!state.error}
        helperText={state.error ?? t('filter.help')}
        autoComplete="off"
        sx={{ flex: '1 1 260px' }}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      <Button variant="outlined" onClick={apply} sx={{ mt: 0.25 }}>
        {t('filter.apply')}
      </Button>
    </Box>
  );
}
