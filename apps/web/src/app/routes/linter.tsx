import { LinterPage } from '../../features/linter/components/linter-page';

export default function LinterRoute() {
  return <LinterPage />;
}
