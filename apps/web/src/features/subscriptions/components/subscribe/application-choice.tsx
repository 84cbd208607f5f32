/**
 * The team's applications to subscribe with (spec 2 section 4): Available or CREATED ones can be chosen, others are
 * greyed out; an application that already has a subscription to this API (in any status) says so and is greyed out.
 */
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../shared/i18n';
import { isActiveApplicationStatus, statusLabel } from '@dc/contracts';
import type { SubscribableApplication } from './subscribe-page';

export interface ApplicationChoiceProps {
  applications: SubscribableApplication[];
  /** Existing subscription status per application id. */
  existing: ReadonlyMap<string, string>;
  value: string;
  onChange(applicationId: string): void;
}

export function ApplicationChoice({ applications, existing, value, onChange }: ApplicationChoiceProps) {
  const { t } = useTranslation('subscriptions');
  return (
    <FormControl component="fieldset" sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {t('subscribe.chooseApplication')}
      </FormLabel>
      <Paper variant="outlined" sx={{ px: 2, py: 1 }}>
        <RadioGroup value={value} onChange={(e) => onChange(e.target.value)} name="application">
          {applications.map((app) => {
            const status = existing.get(app.id);
            const active = isActiveApplicationStatus(app.status);
            const note = status
              ? t('subscribe.alreadySubscribed', { status: statusLabel(status) })
              : active
                ? undefined
                : t('subscribe.inactive', { status: app.status });
            return (
              <FormControlLabel
                key={app.id}
                value={app.id}
                disabled={!active || !!status}
                control={<Radio />}
                data-testid="application-option"
                sx={{ py: 0.5, alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 } }}
                label={
                  <>
                    <Typography sx={{ overflowWrap: 'anywhere', pt: 0.75 }}>{app.display_name}</Typography>
                    {note && (
                      <Typography variant="body2" color="text.secondary">
                        {note}
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
