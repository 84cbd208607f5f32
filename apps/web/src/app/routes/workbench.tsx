import { WorkbenchPage } from '../../features/workbench/components/workbench-page';

export default function WorkbenchRoute() {
  return <WorkbenchPage />;
}
