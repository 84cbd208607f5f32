/** /error/:statusCode, default 404 (spec 1 section 2.1). */
import { useParams } from '../../shared/router';
import { ErrorView } from '../errors/error-view';
import { parseStatus } from '../errors/error-texts';
import { PublicLayout } from '../layout/public-layout';

export default function ErrorRoute() {
  const { statusCode } = useParams();
  return (
    <PublicLayout>
      <ErrorView status={parseStatus(statusCode)} />
    </PublicLayout>
  );
}
