import { FEATURE_FLAGS } from '@dc/contracts';
import { UtilitiesToolsPage } from '../../features/utilities/components/utilities-tools-page';
import { isFeatureEnabled } from '../../shared/config/env';
import { UtilitiesGate } from './utilities-gate';

export default function UtilitiesToolsRoute() {
  return (
    <UtilitiesGate>
      {() => <UtilitiesToolsPage emailTrace={isFeatureEnabled(FEATURE_FLAGS.emailTrace)} />}
    </UtilitiesGate>
  );
}
