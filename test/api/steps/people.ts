import { decodeJwt } from 'jose';
import { logInTokens, type Tokens } from './cognito.ts';
import { gql } from './graphql.ts';
import { aNewAccount, aSignedUpUser, type SignedUp } from './sign-up.ts';
import { beneficiaryToken } from './tokens.ts';

export const GET_INVITE_LINK = 'mutation { GetInviteLink }';
export const CHECK_INVITE = 'query Invite($id: String!) { invite(id: $id) }';
export const ACCEPT_INVITE = `mutation Accept($invite: String!, $name: String, $email: String, $password: String) {
  AcceptInvite(invite: $invite, name: $name, email: $email, password: $password)
}`;
export const SET_ACTIVE = 'mutation Set($orgID: ID!) { SetActiveOrganisation(orgID: $orgID) }';
export const REMOVE_USER = 'mutation Remove($userID: String!) { RemoveUser(userID: $userID) { id } }';
export const ORG_USERS = '{ organisation { id users { id name active } } }';

export interface Member {
  userId: string;
  email: string;
  name: string;
  tokens: Tokens;
}

export interface Team {
  orgId: string;
  owner: Member;
  /** Every member, owner first. */
  members: Member[];
}

export const userIdOf = (tokens: Tokens): string => String(decodeJwt(tokens.IdToken).sub);

/** A new invite code to the caller's active organisation. */
export async function anInvite(token: string): Promise<string> {
  const response = await gql<{ GetInviteLink: string }>(GET_INVITE_LINK, {}, token);
  const code = response.data?.GetInviteLink;
  if (!code) throw new Error(`invite failed: ${JSON.stringify(response.errors)}`);
  return code;
}

/** Someone logged out accepts `code` with a new account, then logs in. */
export async function aNewMemberThrough(code: string): Promise<Member> {
  const { name, email, password } = aNewAccount();
  const response = await gql<{ AcceptInvite: string }>(
    ACCEPT_INVITE,
    { invite: code, name, email, password },
    'anonymous',
  );
  if (!response.data?.AcceptInvite) throw new Error(`accept failed: ${JSON.stringify(response.errors)}`);
  const tokens = await logInTokens(email, password);
  return { userId: userIdOf(tokens), email, name, tokens };
}

const memberOf = ({ account, tokens }: SignedUp): Member => ({
  userId: userIdOf(tokens),
  email: account.email,
  name: account.name,
  tokens,
});

/** Given an organisation with `size` active users (the owner signed up, the others joined by invite). */
export async function aTeam(size = 2): Promise<Team> {
  const signedUp = await aSignedUpUser();
  const owner = memberOf(signedUp);
  const members = [owner];
  // An invite admits one person, so each member joins through their own.
  for (let i = 1; i < size; i += 1)
    members.push(await aNewMemberThrough(await anInvite(owner.tokens.IdToken)));
  return { orgId: signedUp.orgId, owner, members };
}

/** Given a member who was removed from the team's organisation. */
export async function aRemovedMember(team: Team): Promise<Member> {
  const removed = await aNewMemberThrough(await anInvite(team.owner.tokens.IdToken));
  const response = await gql(REMOVE_USER, { userID: removed.userId }, team.owner.tokens.IdToken);
  if (response.errors) throw new Error(`remove failed: ${JSON.stringify(response.errors)}`);
  return removed;
}

/** The users of the caller's active organisation, as `organisation { users }` lists them. */
export async function usersOf(token: string) {
  const response = await gql<{ organisation: { users: { id: string; name: string; active: boolean }[] } }>(
    ORG_USERS,
    {},
    token,
  );
  return response.data?.organisation.users ?? [];
}

/** The four wrong callers of a staff field in the team's organisation, each given as a token. */
export async function wrongCallersOf(team: Team): Promise<[string, string][]> {
  const other = await aSignedUpUser();
  const removed = await aRemovedMember(team);
  return [
    ['a member of another organisation', other.tokens.IdToken],
    ['a removed member', removed.tokens.IdToken],
    ['a beneficiary', await beneficiaryToken(team.orgId)],
    ['the anonymous caller', 'anonymous'],
  ];
}
