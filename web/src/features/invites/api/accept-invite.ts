import { useMutation } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';
import { refreshSession, signInWithPassword } from '@/lib/auth';

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

/** Logged out: creates the account in the invite's organisation, then signs in with the same credentials. */
export const acceptInviteAsNewMember = async ({ invite, ...member }: NewMember & { invite: string }) => {
  const orgID = await request(AcceptInviteDocument, { invite, ...member }).then((data) => data.AcceptInvite);
  await signInWithPassword(member.email, member.password);
  return orgID;
};

export const useAcceptInvite = () => useMutation({ mutationFn: acceptInvite });

export const useAcceptInviteAsNewMember = () => useMutation({ mutationFn: acceptInviteAsNewMember });
