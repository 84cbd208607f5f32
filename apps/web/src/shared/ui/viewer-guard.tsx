/**
 * The viewer guard (spec 1 section 6): an unknown permission shows a skeleton, a denied one (or a 403 from the
 * content's own call) shows 'Not authorized to view this content', an allowed one the content.
 */
import { Skeleton } from './skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { ApiRequestError } from '../lib/api-error';
import { NotAuthorized } from './not-authorized';

export const isForbidden = (error: unknown): boolean => error instanceof ApiRequestError && error.status === 403;

export interface ViewerGuardProps {
  allowed: boolean | undefined;
  error?: unknown;
  /** The page's own heading is missing when the guard denies: the message becomes it. */
  asPage?: boolean;
  children: ReactNode;
}

export function ViewerGuard({ allowed, error, asPage = false, children }: ViewerGuardProps) {
  if (allowed === false || isForbidden(error)) return <NotAuthorized heading={asPage} />;
  if (allowed === undefined) {
    return (
      <Stack spacing={2} data-testid="viewer-guard-loading" aria-busy="true" sx={{ py: 2 }}>
        <Skeleton variant="text" width="40%" height={40} />
        <Skeleton variant="rounded" height={120} />
      </Stack>
    );
  }
  return children;
}
