/**
 * The device's Details tab (spec 1 section 3): serial number, group, status, client id, username, topic, last
 * connected and disconnected, certificate details; legacy devices add DSN type, port, connection type, last reported.
 */
import Paper from '@mui/material/Paper';
import { useTranslation } from '../../../../shared/i18n';
import type { AnyIotDevice } from '../../api/get-devices';
import { ActiveStatus } from '../common/active-status';
import { FieldList, type Field } from '../common/field-list';
import { UtcTime } from '../common/utc-time';

export function DeviceDetails({ device: d, legacy }: { device: AnyIotDevice; legacy: boolean }) {
  const { t } = useTranslation('iot');
  const f = (key: string, value: Field['value']): Field => ({ key, label: t(`device.fields.${key}`), value });
  const time = (iso: string | null | undefined) => (iso ? <UtcTime iso={iso} /> : undefined);
  const code = (text: string) => <code>{text}</code>;
  const fields: Field[] = [
    f('serialNumber', d.serialNumber),
    f('groupId', d.groupId),
    f('status', <ActiveStatus active={d.active} />),
    f('clientId', code(d.clientId)),
    f('username', code(d.username)),
    f('topic', code(`${d.topic}/…`)),
    f('lastConnected', time(d.lastConnectedTimestamp)),
    f('lastDisconnected', time(d.lastDisconnectedTimestamp)),
    f('certificateIssuer', d.certificateDetails?.issuer),
    f('certificateSubject', d.certificateDetails?.subject),
    f('certificateExpiration', time(d.certificateDetails?.expirationDate)),
  ];
  if (legacy) {
    fields.push(
      f('dsnType', d.dsnType),
      f('port', d.port ?? undefined),
      f('connectionType', d.connectionType),
      f('lastReported', time(d.lastReportedTimeStamp)),
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <FieldList fields={fields} testId="iot-device-details" />
    </Paper>
  );
}
