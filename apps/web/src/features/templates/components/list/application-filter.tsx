/** The list's filter by application (spec 3 sections 2.2, 7.3): the team's applications with TEAM visibility. */
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../../shared/i18n';
import type { Application } from '@dc/contracts';

interface ApplicationFilterProps {
  applications: Application[] | undefined;
  loading: boolean;
  value: string[];
  onChange(ids: string[]): void;
}

export function ApplicationFilter({ applications, loading, value, onChange }: ApplicationFilterProps) {
  const { t } = useTranslation('templates');
  const options = applications ?? [];
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      loading={loading}
      value={options.filter((a) => value.includes(a.id))}
      onChange={(_e, chosen) => onChange(chosen.map((a) => a.id))}
      getOptionLabel={(a) => a.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={t('list.noApplications')}
      sx={{ flex: '1 1 240px', maxWidth: 480 }}
      renderInput={(params) => <TextField {...params} label={t('list.filter')} />}
    />
  );
}
