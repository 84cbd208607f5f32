/**
 * catalogs GET /catalogs/permission/accept/{catalogId}/email/{emailRef} (spec 2 section 7): commits the invitation
 * for the current team (a user invitation) or the invited team; the answer names the team that now has access.
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';

export interface AcceptRequest {
  teamId?: string;
  catalogId: string;
  emailRef: string;
}

export const acceptCatalogInvite = ({ teamId, catalogId, emailRef }: AcceptRequest) =>
  api.call('catalogs.accept', { team: teamId || undefined, params: { catalogId, emailRef } });

export const useAcceptCatalogInvite = () => useMutation({ mutationFn: acceptCatalogInvite });
