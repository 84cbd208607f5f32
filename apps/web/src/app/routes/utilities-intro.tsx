import { UtilitiesIntroPage } from '../../features/utilities/components/utilities-intro-page';
import { UtilitiesGate } from './utilities-gate';

export default function UtilitiesIntroRoute() {
  return <UtilitiesGate>{() => <UtilitiesIntroPage />}</UtilitiesGate>;
}
