/**
 * Mounted once in the signed-in layout: runs base configuration when allowed and shows its overlay. The overlay (a
 * dialog) is a chunk of its own, loaded when the overlay first opens (issue 18): most visits never show it.
 */
import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../../../shared/ui/use-opened-once';
import { useBaseConfiguration } from '../hooks/use-base-configuration';
import { useBaseConfigurationState } from '../utils/status-store';

const BaseConfigurationOverlay = lazy(() =>
  import('./base-configuration-overlay').then((m) => ({ default: m.BaseConfigurationOverlay })),
);

export interface BaseConfigurationProps {
  /** Terms approved and no invite route active (spec 1 section 4.4). */
  allowed: boolean;
}

export function BaseConfiguration({ allowed }: BaseConfigurationProps) {
  useBaseConfiguration(allowed);
  const overlayOpened = useOpenedOnce(useBaseConfigurationState().openedAt !== undefined);
  if (!overlayOpened) return null;
  return (
    <Suspense fallback={null}>
      <BaseConfigurationOverlay />
    </Suspense>
  );
}
