/**
 * The Details tab (spec 1 sections 2.9, 3). Current type: Name, Description, Region, BrokerEndpoint (with copy),
 * Tags, and the lifecycle, shadow and error delivery endpoints. Region type: the same without delivery endpoints.
 * Legacy: Name, Description, Region, BrokerEndpoint and Attributes. The topic space tells a device where to publish.
 */
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../../shared/i18n';
import type { AnyIotGroup } from '../../api/get-group';
import { FieldList, type Field } from '../common/field-list';
import { BrokerEndpoint } from './broker-endpoint';

/** Tags or attributes as chips; none leaves the field empty (a dash). */
function keyValues(values: Record<string, string>) {
  const entries = Object.entries(values);
  if (entries.length === 0) return undefined;
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} component="span">
      {entries.map(([k, v]) => (
        <Chip key={k} size="small" label={`${k}: ${v}`} sx={{ maxWidth: '100%' }} />
      ))}
    </Stack>
  );
}

export function GroupDetails({ group }: { group: AnyIotGroup }) {
  const { t } = useTranslation('iot');
  const f = (key: string, value: Field['value']): Field => ({ key, label: t(`group.fields.${key}`), value });
  const mono = (text: string) => <code>{text}</code>;
  const fields: Field[] = [
    f('name', group.name),
    f('description', group.description),
    f('region', group.region),
    f('brokerEndpoint', <BrokerEndpoint endpoint={group.brokerEndpoint} />),
    f('topicSpace', mono(group.topicSpace)),
  ];
  if (group.resourceType === 'legacy') {
    fields.push(f('attributes', keyValues(group.attributes)));
  } else {
    fields.push(f('tags', keyValues(group.tags)));
    if (group.resourceType === 'current') {
      const d = group.deliveryEndpoints;
      fields.push(f('lifecycle', d?.lifecycle), f('shadow', d?.shadow), f('error', d?.error));
    }
  }
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <FieldList fields={fields} testId="iot-group-details" />
    </Paper>
  );
}
