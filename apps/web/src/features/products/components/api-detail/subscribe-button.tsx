/**
 * Subscribe (spec 2 sections 2.3, 6): needs the filter permission on the team's applications, else disabled with
 * 'Not authorized to subscribe this product'. A licence-required product asks first; then API_SUBSCRIPTIONS.
 */
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useNavigate } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import { AUTHZ_ACTIONS, teamTrn, type ApiProductSummary } from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import { useCurrentTeam } from '../../../../shared/lib/current-team/current-team-context';
import { permissionRequest, usePermissions } from '../../../../shared/lib/permissions/check-permissions';
import { LicenceDialog } from './licence-dialog';

export function SubscribeButton({ api }: { api: ApiProductSummary }) {
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  const { currentTeam } = useCurrentTeam();
  const request = permissionRequest(AUTHZ_ACTIONS.filterApplications, teamTrn(currentTeam?.uuid ?? ''));
  const allowed = usePermissions(currentTeam ? [request] : [])[request.requestId];
  const [asking, setAsking] = useState(false);
  const subscribe = () => navigate(href(paths.apiSubscribe, { id: api.uuid }));

  const button = (
    <Button
      variant="contained"
      disabled={allowed !== true}
      onClick={() => (api.license_required ? setAsking(true) : subscribe())}
      data-testid="subscribe-button"
    >
      {t('subscribe.button')}
    </Button>
  );
  return (
    <>
      {allowed === false ? (
        <Tooltip title={t('subscribe.notAuthorized')}>
          {/* A disabled button gets no pointer or focus events: the wrapper carries the tooltip. */}
          <span tabIndex={0} data-testid="subscribe-disabled">
            {button}
          </span>
        </Tooltip>
      ) : (
        button
      )}
      {asking && (
        <LicenceDialog
          productName={api.display_name}
          purchaseUrl={api.purchase_license_url}
          onCancel={() => setAsking(false)}
          onContinue={subscribe}
        />
      )}
    </>
  );
}
