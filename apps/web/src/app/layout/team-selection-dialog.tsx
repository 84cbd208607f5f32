/**
 * Team Selection (spec 1 section 2.4, team-selection.tsx) in the signed-in layout: a chunk of its own, loaded when
 * the dialog is first due (issue 18): a user with a team never needs it, and it kept its dialog, select and their
 * MUI parts in every signed-in page's first paint. It stays mounted once shown.
 */
import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../../shared/ui/use-opened-once';

const TeamSelection = lazy(() => import('./team-selection'));

export function TeamSelectionDialog({ open }: { open: boolean }) {
  const mounted = useOpenedOnce(open);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <TeamSelection open={open} />
    </Suspense>
  );
}
