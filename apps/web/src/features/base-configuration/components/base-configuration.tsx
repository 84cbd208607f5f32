/** Mounted once in the signed-in layout: runs base configuration when allowed and shows its overlay. */
import { useBaseConfiguration } from '../hooks/use-base-configuration';
import { BaseConfigurationOverlay } from './base-configuration-overlay';

export interface BaseConfigurationProps {
  /** Terms approved and no invite route active (spec 1 section 4.4). */
  allowed: boolean;
}

export function BaseConfiguration({ allowed }: BaseConfigurationProps) {
  useBaseConfiguration(allowed);
  return <BaseConfigurationOverlay />;
}
