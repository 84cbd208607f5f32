/**
 * Step 2 of the wizard (spec 2 sections 2.5, 4, 5): version, environment (set by the version), protocol, the webhook
 * endpoint for https (beyond the spec: where deliveries go), and filtering with the filter editor. A missing choice
 * says so once the field has been visited (the protocol also once version and environment are chosen); an existing subscription of the application for that version and
 * environment shows the spec's error (and Next stays disabled).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import { EVENT_PROTOCOLS, type EventEnvironment, type EventProtocol } from '@dc/contracts';
import type { FilterEditorState } from '../../utils/filter-editor';
import {
  chooseEnvironment,
  chooseVersion,
  endpointProblem,
  type Filtering,
  type SubscriptionDraft,
  type VersionEntries,
} from '../../utils/subscription-draft';
import { FilterEditor } from '../filter/filter-editor';

export type DetailsField = 'version' | 'environment' | 'protocol' | 'endpoint';

export interface DetailsStepProps {
  draft: SubscriptionDraft;
  versions: VersionEntries;
  exists: boolean;
  filter: FilterEditorState;
  touched: ReadonlySet<DetailsField>;
  onDraft(draft: SubscriptionDraft): void;
  onFilter(state: FilterEditorState): void;
  onTouch(field: DetailsField): void;
}

export function DetailsStep(props: DetailsStepProps) {
  const { draft, versions, exists, filter, touched, onDraft, onFilter, onTouch } = props;
  const { t } = useTranslation('event-subscriptions');
  const entries = versions[draft.version] ?? [];
  const missing = (field: DetailsField, value: string) => touched.has(field) && !value;
  const endpoint = endpointProblem(draft.protocol, draft.endpoint);
  // Radios are rarely focused and left without a pick, so the protocol also says it is missing once version and
  // environment are chosen: it is then what keeps Next disabled (spec 2 section 5: 'Please select protocol').
  const protocolMissing = !draft.protocol && (touched.has('protocol') || (!!draft.version && !!draft.environment));
  const selectProps = (field: DetailsField) => ({ onClose: () => onTouch(field) });

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <TextField
          select
          id="wizard-version"
          label={t('wizard.version')}
          value={draft.version}
          onChange={(e) => onDraft(chooseVersion(draft, versions, e.target.value))}
          onBlur={() => onTouch('version')}
          error={missing('version', draft.version)}
          helperText={missing('version', draft.version) ? t('wizard.selectVersion') : ' '}
          sx={{ flex: '1 1 200px' }}
          slotProps={{ select: selectProps('version') }}
        >
          {Object.keys(versions).map((v) => (
            <MenuItem key={v} value={v}>
              {v}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          id="wizard-environment"
          label={t('wizard.environment')}
          value={draft.environment}
          disabled={!draft.version}
          onChange={(e) => onDraft(chooseEnvironment(draft, versions, e.target.value as EventEnvironment))}
          onBlur={() => onTouch('environment')}
          error={missing('environment', draft.environment)}
          helperText={missing('environment', draft.environment) ? t('wizard.selectEnvironment') : ' '}
          sx={{ flex: '1 1 200px' }}
          slotProps={{ select: selectProps('environment') }}
        >
          {entries.map((e) => (
            <MenuItem key={e.environment} value={e.environment}>
              {t(`environments.${e.environment}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {exists && (
        <Alert severity="error" data-testid="subscription-exists">
          {t('wizard.exists')}
        </Alert>
      )}
      <Choice
        legend={t('wizard.protocol')}
        name="protocol"
        value={draft.protocol}
        options={EVENT_PROTOCOLS.map((p) => [p, t(`protocols.${p}`)])}
        error={protocolMissing ? t('wizard.selectProtocol') : undefined}
        onBlur={() => onTouch('protocol')}
        onChange={(p) => onDraft({ ...draft, protocol: p as EventProtocol })}
      />
      {draft.protocol === 'https' && (
        <TextField
          id="wizard-endpoint"
          type="url"
          label={t('wizard.endpoint')}
          placeholder="https://hooks.example.com/events"
          value={draft.endpoint}
          onChange={(e) => onDraft({ ...draft, endpoint: e.target.value })}
          onBlur={() => onTouch('endpoint')}
          error={touched.has('endpoint') && !!endpoint}
          helperText={
            touched.has('endpoint') && endpoint ? t(`wizard.endpointProblem.${endpoint}`) : t('wizard.endpointHelp')
          }
          autoComplete="url"
          required
        />
      )}
      <Choice
        legend={t('wizard.filtering')}
        name="filtering"
        value={draft.filtering}
        options={(['yes', 'no'] as const).map((f) => [f, t(`wizard.filteringChoice.${f}`)])}
        onChange={(f) => {
          onDraft({ ...draft, filtering: f as Filtering });
          // Filtering 'no' clears the condition.
          if (f === 'no') onFilter({ condition: '', applied: null, error: null });
        }}
      >
        {draft.filtering === 'yes' && <FilterEditor id="wizard-filter" state={filter} onChange={onFilter} />}
      </Choice>
    </Stack>
  );
}

interface ChoiceProps {
  legend: string;
  name: string;
  value: string;
  options: Array<[string, string]>;
  error?: string;
  onBlur?(): void;
  onChange(value: string): void;
  children?: ReactNode;
}

function Choice({ legend, name, value, options, error, onBlur, onChange, children }: ChoiceProps) {
  return (
    <FormControl
      component="fieldset"
      error={!!error}
      onBlur={(e) => {
        // Leaving the group, not moving between its radios.
        if (onBlur && !e.currentTarget.contains(e.relatedTarget as Node | null)) onBlur();
      }}
    >
      <FormLabel component="legend">{legend}</FormLabel>
      <RadioGroup row name={name} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([v, label]) => (
          <FormControlLabel key={v} value={v} control={<Radio />} label={label} />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
      {children && <Box sx={{ mt: 1 }}>{children}</Box>}
    </FormControl>
  );
}
