/** Filters of the results table: severities (several at once), one rule, and grouping by rule. */
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from '../../../shared/i18n';
import { LINT_SEVERITIES, type LintCounts, type LintSeverity } from '@dc/contracts';
import type { ResultFilter, RuleCount } from '../utils/filter-results';

export interface ResultsFiltersProps {
  filter: ResultFilter;
  counts: LintCounts;
  rules: RuleCount[];
  onChange(filter: ResultFilter): void;
}

export function ResultsFilters({ filter, counts, rules, onChange }: ResultsFiltersProps) {
  const { t } = useTranslation('linter');
  return (
    <Box
      role="group"
      aria-label={t('results.filters')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, my: 2 }}
    >
      <ToggleButtonGroup
        size="small"
        value={filter.severities}
        aria-label={t('results.severityFilter')}
        onChange={(_e, severities: LintSeverity[]) => onChange({ ...filter, severities })}
        sx={{ flexWrap: 'wrap' }}
      >
        {LINT_SEVERITIES.map((s) => (
          <ToggleButton
            key={s}
            value={s}
            disabled={counts[s] === 0}
            data-testid={`filter-${s}`}
            sx={{ color: 'text.secondary', '&.Mui-selected': { color: 'primary.dark' } }}
          >
            {t(`severity.${s}`)} ({counts[s]})
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        select
        size="small"
        label={t('results.ruleFilter')}
        value={filter.rule}
        onChange={(e) => onChange({ ...filter, rule: e.target.value })}
        sx={{ minWidth: 220, maxWidth: '100%' }}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
        data-testid="filter-rule"
      >
        <MenuItem value="">{t('results.allRules')}</MenuItem>
        {rules.map((r) => (
          <MenuItem key={r.code} value={r.code}>
            {r.code} ({r.count})
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Switch
            checked={filter.groupByRule}
            onChange={(e) => onChange({ ...filter, groupByRule: e.target.checked })}
          />
        }
        label={t('results.groupByRule')}
      />
    </Box>
  );
}
