import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';
import { paths } from '@/config/paths';
import { pendingInvitesQueryKey } from './get-pending-invites';

const GetInviteLinkDocument = graphql(`
  mutation GetInviteLink {
    GetInviteLink
  }
`);

/** A new invite code to the active organisation. */
export const getInviteCode = () => request(GetInviteLinkDocument).then((data) => data.GetInviteLink);

/** Spec 01 §4 Invite generator: the site root plus /invite/{code}. */
export const inviteUrl = (code: string, origin: string = window.location.origin) =>
  `${origin}${paths.invite.getHref(code)}`;

export const useGenerateInvite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: getInviteCode,
    // The new invite joins the pending ones listed under the users.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pendingInvitesQueryKey }),
  });
};
