/** The rulesets the next upload is linted with: the recommended ones, or those with OWASP API Security beside. */
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { lintRulesetSchema, type LintRuleset } from '@dc/contracts';

export interface RulesetPickerProps {
  value: LintRuleset;
  disabled?: boolean;
  onChange(value: LintRuleset): void;
}

export function RulesetPicker({ value, disabled, onChange }: RulesetPickerProps) {
  const { t } = useTranslation('linter');
  const id = useId();
  return (
    <FormControl disabled={disabled} sx={{ mb: 2 }} data-testid="ruleset-picker">
      {/* While a lint runs the choice is locked but stays readable: it says which rulesets are running (a greyed
          group label fails contrast, and axe checks it as plain text). */}
      <FormLabel id={id} sx={{ '&.Mui-disabled': { color: 'text.secondary' } }}>
        {t('ruleset.label')}
      </FormLabel>
      <RadioGroup
        aria-labelledby={id}
        value={value}
        onChange={(e) => onChange(lintRulesetSchema.parse(e.target.value))}
        sx={{ flexDirection: { xs: 'column', md: 'row' }, columnGap: 2 }}
      >
        {lintRulesetSchema.options.map((choice) => (
          <FormControlLabel key={choice} value={choice} control={<Radio />} label={t(`ruleset.${choice}`)} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
