import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';
import { pendingInvitesQueryKey } from './get-pending-invites';

const RevokeInviteDocument = graphql(`
  mutation RevokeInvite($code: String!) {
    RevokeInvite(code: $code)
  }
`);

/** Ends an outstanding invite: opening it then says Unknown Invite. Fails with `invite.notFound`. */
export const revokeInvite = (code: string) => request(RevokeInviteDocument, { code });

export const useRevokeInvite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvite,
    // Also when it failed: an invite already gone (accepted, revoked elsewhere) leaves the list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingInvitesQueryKey }),
  });
};
