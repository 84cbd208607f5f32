import { FEATURE_FLAGS } from '@dc/contracts';
import { EmailTracePage } from '../../features/email-trace/components/email-trace-page';
import { UtilitiesGate } from './utilities-gate';

export default function EmailTraceRoute() {
  return (
    <UtilitiesGate flag={FEATURE_FLAGS.emailTrace}>{(team) => <EmailTracePage teamId={team.uuid} />}</UtilitiesGate>
  );
}
