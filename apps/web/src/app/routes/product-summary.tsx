import { useParams } from '../../shared/router';
import { ProductSummaryPage } from '../../features/products/components/detail/product-summary-page';

export default function ProductSummaryRoute() {
  const { id = '' } = useParams();
  return <ProductSummaryPage key={id} productId={id} />;
}
