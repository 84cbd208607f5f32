import { useParams } from '../../shared/router';
import { AcceptInvitePage } from '../../features/catalogs/components/accept/accept-invite-page';
import { CatalogsGate } from './catalogs-gate';

export default function CatalogAcceptRoute() {
  const { catalogId = '', emailRef = '' } = useParams();
  return <CatalogsGate>{() => <AcceptInvitePage catalogId={catalogId} emailRef={emailRef} />}</CatalogsGate>;
}
