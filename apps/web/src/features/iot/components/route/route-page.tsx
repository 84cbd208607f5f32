/** Route detail (spec 1 sections 2.9, 3): name, endpoint, status, group and query condition. */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../shared/i18n';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title';
import { useRoute } from '../../api/get-route';
import { ActiveStatus } from '../common/active-status';
import { DetailErrorView } from '../common/detail-error';
import { DetailSkeleton } from '../common/detail-skeleton';
import { FieldList, type Field } from '../common/field-list';
import { IotBreadcrumbs } from '../common/iot-breadcrumbs';
import { groupLink } from '../common/link-paths';

export function RoutePage({ routeId }: { routeId: string }) {
  const { t } = useTranslation('iot');
  const route = useRoute(routeId);
  const r = route.data;
  useDocumentTitle(r?.name ?? routeId, t('pageTitle'));
  const f = (key: string, value: Field['value']): Field => ({ key, label: t(`route.fields.${key}`), value });
  const trail = [
    // Routes belong to region-type groups only.
    ...(r ? [{ label: r.groupId, to: groupLink({ id: r.groupId, resourceType: 'region' }, 'routes') }] : []),
    { label: r?.name ?? routeId },
  ];
  return (
    <>
      <IotBreadcrumbs trail={trail} />
      {route.isError ? (
        <DetailErrorView error={route.error} />
      ) : !r ? (
        <DetailSkeleton />
      ) : (
        <>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, overflowWrap: 'anywhere', mb: 2 }}>
            {r.name}
          </Typography>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <FieldList
              testId="iot-route-details"
              fields={[
                f('id', <code>{r.id}</code>),
                f('name', r.name),
                f('endPoint', <code>{r.endPoint}</code>),
                f('status', <ActiveStatus active={r.active} />),
                f('groupId', r.groupId),
                f('queryCondition', <code>{r.queryCondition}</code>),
              ]}
            />
          </Paper>
        </>
      )}
    </>
  );
}
