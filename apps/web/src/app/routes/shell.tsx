import { ShellFrame } from '../layout/shell-frame';

export default function ShellRoute() {
  return <ShellFrame />;
}
