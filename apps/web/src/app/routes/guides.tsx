/** /guides and /guides/{fileName}: the guides page, with the shell's 404 view for an unknown guide. */
import { DEFAULT_ERROR_STATUS } from '@dc/contracts';
import { useParams } from '../../shared/router';
import { GuidesPage } from '../../features/guides/components/guides-page';
import { ErrorView } from '../errors/error-view';

export default function GuidesRoute() {
  const { fileName } = useParams();
  return <GuidesPage fileName={fileName} notFound={<ErrorView status={DEFAULT_ERROR_STATUS} />} />;
}
