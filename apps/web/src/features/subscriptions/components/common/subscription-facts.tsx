/**
 * The facts of one API subscription (spec 2 sections 2.9, 3, 4): application (link to its detail), subscribed
 * date, product (link to the API detail) and its type, environments, status; when it expires (Pending) or why it
 * was denied (Denied).
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import { API_PRODUCT_TYPE_LABEL, type ApiSubscription } from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import { formatDate } from '../../../../shared/lib/dates/format-date';
import { StatusChip } from './status-chip';

export function SubscriptionFacts({
  subscription: s,
  extra = [],
}: {
  subscription: ApiSubscription;
  extra?: Array<[string, ReactNode]>;
}) {
  const { t, i18n } = useTranslation('subscriptions');
  const facts: Array<[string, ReactNode]> = [
    [
      t('facts.application'),
      <Link component={RouterLink} to={href(paths.application, { applicationId: s.app_uuid }, { type: 'general' })}>
        {s.app_display_name}
      </Link>,
    ],
    [t('facts.subscribed'), formatDate(s.subscription_created_at, 'date', i18n.language)],
    [
      t('facts.product'),
      <Link component={RouterLink} to={href(paths.apiDetail, { id: s.api_id })}>
        {s.api_display_name}
      </Link>,
    ],
    [t('facts.type'), API_PRODUCT_TYPE_LABEL],
    [t('facts.environment'), s.environments.join(', ') || t('facts.noEnvironment')],
    [t('facts.status'), <StatusChip status={s.subscription_status} />],
    ...(s.subscription_status === 'Pending' && s.expires_at
      ? [[t('facts.expires'), formatDate(s.expires_at, 'date', i18n.language)] as [string, ReactNode]]
      : []),
    ...(s.subscription_status === 'Denied' && s.denial_reason
      ? [[t('facts.denialReason'), s.denial_reason] as [string, ReactNode]]
      : []),
    ...extra,
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.5, sm: 1.5 },
        m: 0,
      }}
      data-testid="subscription-facts"
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" sx={{ fontWeight: 500, mt: { xs: 1.5, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
