/**
 * The event detail's actions (spec 2 section 2.4): Subscribe opens the wizard; it is disabled, with 'Not authorized
 * to subscribe this product', for roles without the filter permission on the team's applications (basic users).
 * Members of the product's owner team who may publish also get Publish test event (beyond the spec).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { canFilterApplications, type EventDetails } from '@dc/contracts';
import { useCurrentTeam } from '../../../shared/lib/current-team/current-team-context';
import { useCanSubscribe } from '../hooks/use-can-subscribe';
import type { VersionEntries } from '../utils/subscription-draft';
import { PublishEventDialog } from './publish/publish-event-dialog';
import { EventSubscriptionWizard } from './wizard/event-subscription-wizard';

export interface EventActionsProps {
  event: EventDetails;
  /** The versions and environments this team is offered (prd only for other teams). */
  versions: VersionEntries;
}

export function EventActions({ event, versions }: EventActionsProps) {
  const { t } = useTranslation('event-subscriptions');
  const { currentTeam } = useCurrentTeam();
  const allowed = useCanSubscribe();
  // Each opening starts a fresh wizard or form.
  const [opened, setOpened] = useState<{ what: 'wizard' | 'publish' | null; n: number }>({ what: null, n: 0 });
  const owner = !!currentTeam && currentTeam.uuid === event.ownerTeamId && canFilterApplications(currentTeam.role);
  // Versions not deployed anywhere yet cannot be subscribed to.
  const offered = Object.fromEntries(Object.entries(versions).filter(([, entries]) => entries.length > 0));
  const hasVersions = Object.keys(offered).length > 0;
  const reason = allowed === false ? t('subscribe.notAuthorized') : !hasVersions ? t('subscribe.noVersion') : '';
  const open = (what: 'wizard' | 'publish') => setOpened((o) => ({ what, n: o.n + 1 }));
  const close = () => setOpened((o) => ({ ...o, what: null }));

  const subscribe = (
    <Button variant="contained" disabled={allowed !== true || !hasVersions} onClick={() => open('wizard')}>
      {t('subscribe.button')}
    </Button>
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      {owner && hasVersions && (
        <Button variant="outlined" onClick={() => open('publish')}>
          {t('publish.button')}
        </Button>
      )}
      {reason ? (
        <Tooltip title={reason}>
          {/* A disabled button gets no pointer or focus events: the wrapper carries the tooltip. */}
          <span tabIndex={0} data-testid="subscribe-disabled">
            {subscribe}
          </span>
        </Tooltip>
      ) : (
        subscribe
      )}
      {currentTeam && (
        <>
          <EventSubscriptionWizard
            key={`wizard-${opened.n}`}
            open={opened.what === 'wizard'}
            team={currentTeam}
            event={event}
            versions={offered}
            onClose={close}
          />
          {owner && (
            <PublishEventDialog
              key={`publish-${opened.n}`}
              open={opened.what === 'publish'}
              team={currentTeam}
              event={event}
              versions={offered}
              onClose={close}
            />
          )}
        </>
      )}
    </Box>
  );
}
