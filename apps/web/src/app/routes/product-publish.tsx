/** /apim/publish/:productType: the API and event publishers; other types stay under construction. */
import { Navigate, useParams } from '../../shared/router';
import { productTypeSchema } from '@dc/contracts';
import { PublishPage } from '../../features/products/publish/components/publish-page';
import { href, paths } from '../../shared/config/paths';

export default function ProductPublishRoute() {
  const { productType } = useParams();
  const type = productTypeSchema.safeParse(productType);
  if (!type.success) return <Navigate to={href(paths.underConstruction)} replace />;
  return <PublishPage key={type.data} productType={type.data} />;
}
