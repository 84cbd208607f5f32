/**
 * True from the first render where `open` is true on (issue 18): a dialog that is a chunk of its own mounts when it
 * first opens, not in every page's first paint, and then stays mounted so it closes (and reopens) as before.
 */
import { useState } from 'react';

export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
