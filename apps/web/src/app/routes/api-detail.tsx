import { useParams } from '../../shared/router';
import { ApiDetailPage } from '../../features/products/components/api-detail/api-detail-page';

export default function ApiDetailRoute() {
  const { id = '' } = useParams();
  return <ApiDetailPage key={id} apiId={id} />;
}
