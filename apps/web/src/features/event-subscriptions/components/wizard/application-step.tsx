/**
 * Step 1 of the wizard (spec 2 sections 2.5, 4): the team's applications; Available or CREATED ones can be chosen,
 * others are greyed out with their status.
 */
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { Skeleton } from '../../../../shared/ui/skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import type { EventApplication } from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import { isSelectable } from '../../utils/subscription-draft';

export interface ApplicationStepProps {
  applications?: EventApplication[];
  error?: string;
  value: string;
  onChange(app: EventApplication): void;
}

export function ApplicationStep({ applications, error, value, onChange }: ApplicationStepProps) {
  const { t } = useTranslation('event-subscriptions');
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!applications) {
    return (
      <Stack spacing={1} aria-busy="true" data-testid="applications-loading">
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  }
  if (applications.length === 0) {
    return (
      <Alert severity="info">
        {t('wizard.noApplications')}{' '}
        <Link component={RouterLink} to={href(paths.applications)}>
          {t('wizard.createApplication')}
        </Link>
      </Alert>
    );
  }
  return (
    <FormControl component="fieldset" sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {t('wizard.chooseApplication')}
      </FormLabel>
      <Paper variant="outlined" sx={{ px: 2, py: 1 }}>
        <RadioGroup
          name="application"
          value={value}
          onChange={(e) => {
            const app = applications.find((a) => a.clientId === e.target.value);
            if (app) onChange(app);
          }}
        >
          {applications.map((app) => {
            const active = isSelectable(app);
            return (
              <FormControlLabel
                key={app.clientId}
                value={app.clientId}
                disabled={!active}
                control={<Radio />}
                data-testid="application-option"
                sx={{ py: 0.5, alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 } }}
                label={
                  <>
                    <Typography sx={{ overflowWrap: 'anywhere', pt: 0.75 }}>{app.displayName}</Typography>
                    {!active && (
                      <Typography variant="body2" color="text.secondary">
                        {t('wizard.inactive', { status: app.status })}
                      </Typography>
                    )}
                  </>
                }
              />
            );
          })}
        </RadioGroup>
      </Paper>
    </FormControl>
  );
}
