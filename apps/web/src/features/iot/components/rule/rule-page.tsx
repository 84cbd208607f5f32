/**
 * Rule detail (spec 1 sections 2.9, 3): a welcome alert, then the rule's fields: name, description, status, topic
 * suffix, SQL, delivery to a queue, base64 encoding and the action (data ocean or custom function); legacy rules
 * add whether their actions are enabled.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../shared/i18n';
import type { IotResourceType } from '@dc/contracts';
import { AppAlert } from '../../../../shared/ui/app-alert';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title';
import { useRule } from '../../api/get-rule';
import type { AnyIotRule } from '../../api/get-rules';
import { isLegacy } from '../../utils/resource-type';
import { ActiveStatus } from '../common/active-status';
import { DetailErrorView } from '../common/detail-error';
import { DetailSkeleton } from '../common/detail-skeleton';
import { FieldList, type Field } from '../common/field-list';
import { IotBreadcrumbs } from '../common/iot-breadcrumbs';
import { groupLink } from '../common/link-paths';

function useRuleFields(rule: AnyIotRule, legacy: boolean): Field[] {
  const { t } = useTranslation('iot');
  const f = (key: string, value: Field['value']): Field => ({ key, label: t(`rule.fields.${key}`), value });
  const yesNo = (v: boolean) => (v ? t('yes') : t('no'));
  const a = rule.actions;
  const action =
    'dataocean' in a
      ? [
          f('actionType', t('rule.actions.dataocean')),
          f('path', a.dataocean.path),
          f('directoryId', a.dataocean.directoryId),
        ]
      : [
          f('actionType', t('rule.actions.customFunction')),
          f('customFunctionId', a.customFunction.customFunctionId),
          f('outputFieldName', a.customFunction.outputFieldName),
        ];
  return [
    f('id', <code>{rule.id}</code>),
    f('ruleName', rule.ruleName),
    f('description', rule.description),
    f('status', <ActiveStatus active={rule.active} />),
    f('groupId', rule.groupId),
    f('topicSuffix', <code>{rule.topicSuffix}</code>),
    f(
      'sql',
      <Box component="code" sx={{ whiteSpace: 'pre-wrap' }}>
        {rule.sql}
      </Box>,
    ),
    f('deliverToSqs', yesNo(rule.deliverToSqs)),
    f('sqsQueueUrl', rule.sqsQueueUrl),
    f('enableBase64Encoding', yesNo(rule.enableBase64Encoding)),
    ...(legacy ? [f('actionsEnabled', yesNo(rule.actionsEnabled ?? false))] : []),
    ...action,
  ];
}

function RuleDetails({ rule, legacy }: { rule: AnyIotRule; legacy: boolean }) {
  const fields = useRuleFields(rule, legacy);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <FieldList fields={fields} testId="iot-rule-details" />
    </Paper>
  );
}

export function RulePage({ ruleId, resourceType }: { ruleId: string; resourceType: IotResourceType }) {
  const { t } = useTranslation('iot');
  const legacy = isLegacy(resourceType);
  const rule = useRule(ruleId, legacy);
  const r = rule.data;
  useDocumentTitle(r?.ruleName ?? ruleId, t('pageTitle'));
  const trail = [
    ...(r ? [{ label: r.groupId, to: groupLink({ id: r.groupId, resourceType }, 'rules') }] : []),
    { label: r?.ruleName ?? ruleId },
  ];
  return (
    <>
      <IotBreadcrumbs trail={trail} />
      {rule.isError ? (
        <DetailErrorView error={rule.error} />
      ) : !r ? (
        <DetailSkeleton />
      ) : (
        <>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, overflowWrap: 'anywhere', mb: 2 }}>
            {r.ruleName}
          </Typography>
          <Box sx={{ mb: 2 }}>
            <AppAlert id="iot-rule-welcome" severity="info" title={t('rule.welcomeTitle')} autoHideMs={null}>
              {t('rule.welcome')}
            </AppAlert>
          </Box>
          <RuleDetails rule={r} legacy={legacy} />
        </>
      )}
    </>
  );
}
