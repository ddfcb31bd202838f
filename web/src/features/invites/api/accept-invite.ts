import { useMutation } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';
import { refreshSession } from '@/lib/auth';

const AcceptInviteDocument = graphql(`
  mutation AcceptInvite($invite: String!, $name: String, $email: String, $password: String) {
    AcceptInvite(invite: $invite, name: $name, email: $email, password: $password)
  }
`);

export type NewMember = { name: string; email: string; password: string };

/** Signed in: joins the invite's organisation, then refreshes the token so it carries the new one. */
export const acceptInvite = async (invite: string) => {
  const orgID = await request(AcceptInviteDocument, { invite }).then((data) => data.AcceptInvite);
  await refreshSession();
  return orgID;
};

/**
 * Logged out: creates the account in the invite's organisation. Signing in is the hosted login's, where the new
 * account verifies its email first.
 */
export const acceptInviteAsNewMember = ({ invite, ...member }: NewMember & { invite: string }) =>
  request(AcceptInviteDocument, { invite, ...member }).then((data) => data.AcceptInvite);

export const useAcceptInvite = () => useMutation({ mutationFn: acceptInvite });
