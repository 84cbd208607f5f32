/**
 * The applications table of an event subscription (spec 2 section 2.9): the team's applications subscribed to the
 * same event version, 5 per page (name, created, description, view details), with an environment selector when
 * they subscribe in several environments (GET /namespaces/{ns}/events/{name}/teams/{teamId}).
 */
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Link as RouterLink } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import { parseEventSubscriptionTrn, type EventEnvironment, type EventSubscription } from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import type { TeamRef } from '../../api/event-headers';
import { useEventVersions } from '../../api/get-event-versions';
import { useTeamApplications } from '../../api/get-team-applications';
import { applicationsIn, environmentsOf } from '../../utils/event-applications';
import { formatDate } from '../../../../shared/lib/dates/format-date';
import { useMessageText } from '../../utils/use-message-text';
import { PagedTable } from '../common/paged-table';
import { Section } from '../common/section';

export function ApplicationsPanel({ team, subscription: s }: { team: TeamRef; subscription: EventSubscription }) {
  const { t, i18n } = useTranslation('event-subscriptions');
  const text = useMessageText();
  const versions = useEventVersions(team, { namespaceId: s.namespace, eventName: s.eventName });
  const applications = useTeamApplications(team);
  const [environment, setEnvironment] = useState<EventEnvironment>(s.environment);
  const environments = environmentsOf(versions.data, s.eventVersion);
  const shown = environments.includes(environment) ? environment : (environments[0] ?? s.environment);
  const rows = applicationsIn(versions.data, s.eventVersion, shown, applications.data?.applications).map((a) => {
    const subscriptionId = parseEventSubscriptionTrn(a.subscriptionTrn) ?? '';
    return {
      key: a.clientId,
      testId: 'event-application-row',
      cells: [
        <Link component={RouterLink} to={href(paths.application, { applicationId: a.clientId }, { type: 'general' })}>
          {a.name}
        </Link>,
        <span style={{ whiteSpace: 'nowrap' }}>
          {formatDate(a.createdOn, 'date', i18n.language) ?? t('details.notAvailable')}
        </span>,
        a.description,
        <Link
          component={RouterLink}
          to={href(paths.eventSubscription, { subscriptionId })}
          aria-label={t('details.viewDetailsOf', { name: a.name })}
        >
          {t('details.viewDetails')}
        </Link>,
      ],
    };
  });
  const selector = environments.length > 1 && (
    <TextField
      select
      size="small"
      id="applications-environment"
      label={t('facts.environment')}
      value={shown}
      onChange={(e) => setEnvironment(e.target.value as EventEnvironment)}
      sx={{ minWidth: 180 }}
    >
      {environments.map((e) => (
        <MenuItem key={e} value={e}>
          {t(`environments.${e}`)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Section
      title={t('details.applicationsTitle', { product: s.eventTitle, version: s.eventVersion })}
      actions={selector}
      testId="applications-panel"
    >
      <PagedTable
        label={t('details.applicationsLabel')}
        columns={['name', 'created', 'description', 'details'].map((c) => t(`details.applicationColumns.${c}`))}
        rows={rows}
        loading={versions.isPending}
        empty={versions.isError ? text.apiError(versions.error) : t('list.empty')}
        minWidth={560}
        testId="event-applications-table"
        stickyActions
      />
    </Section>
  );
}
