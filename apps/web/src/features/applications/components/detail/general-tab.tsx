/** General (spec 2 section 2.8): name, description, created date or 'Not Available', and the facts around them. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import type { Application } from '@dc/contracts';
import { grantTypeKey } from '../../utils/application-form';
import { formatDate } from '../../../../shared/lib/dates/format-date';

export function GeneralTab({ app }: { app: Application }) {
  const { t, i18n } = useTranslation('applications');
  const facts: Array<[string, ReactNode]> = [
    [t('general.name'), app.display_name],
    [t('general.description'), app.description || t('general.noDescription')],
    [
      t('general.created'),
      (app.created_date && formatDate(app.created_at, 'date', i18n.language)) || t('notAvailable'),
    ],
    [t('general.status'), app.status],
    [t('general.grantTypes'), app.grant_types.map((g) => t(`grantTypes.${grantTypeKey(g)}`)).join(', ')],
    [t('general.subscriptions'), String(app.subscription_count)],
    [t('general.createdBy'), app.created_by ?? t('notAvailable')],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.5, sm: 2 },
        m: 0,
      }}
      data-testid="application-general"
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" sx={{ fontWeight: 500, mt: { xs: 1.5, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
