import { randomBytes } from 'node:crypto';

import * as z from 'zod';

import { AppError } from '#core/app-error.ts';
import { requireStaff } from '#core/auth-context.ts';
import type { RequestContext } from '#core/auth-context.ts';
import { logger } from '#core/logger.ts';
import { parseInput } from '#core/validation.ts';
import type { IdentityProvider } from '#domains/organisations/identity-provider.ts';
import type { OrganisationsRepository } from '#domains/organisations/organisations.repository.ts';
import { newAccountFields } from '#domains/organisations/organisations.service.ts';
import type { UsersRepository } from '#domains/users/users.repository.ts';
import { assertWritable } from '#domains/ops/suspension.ts';
import type { SuspensionReader } from '#domains/ops/suspension.ts';
import { loadOrCreateUser, resolveStaffOrganisation } from '#domains/users/users.service.ts';
import type { PendingInvite } from '../../graphql/generated/schema-types.ts';

import type { Invite, InvitesRepository } from './invites.repository.ts';

export type InvitesDeps = {
  invites: InvitesRepository;
  organisations: Pick<
    OrganisationsRepository,
    'getOrganisation' | 'getMembership' | 'getOrganisationWithMembers'
  >;
  users: UsersRepository;
  identityProvider: IdentityProvider;
  /** Emails a new account its verification link (users/email-verification.service.ts). */
  sendVerificationEmail: (who: { email: string; name: string }) => Promise<void>;
  /** Read when an invite is accepted (ops/suspension.ts); default: the table. */
  suspensions?: SuspensionReader;
  /** Injected so tests can pin codes and times. */
  newCode?: () => string;
  now?: () => Date;
};

/**
 * How long an invite link works: 7 days. Long enough for a colleague to open an emailed link after a weekend
 * or a few days off, short enough that a link forwarded or left in an old message stops admitting people.
 * Within that time it admits one person: accepting spends it, so a forwarded or leaked link admits no one else,
 * and it dies with its maker (a member removed before it is used cannot re-join, or let anyone in, through it).
 */
export const INVITE_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

/** 128 random bits, base64url: 22 characters, unguessable, safe in a URL path. */
export const newInviteCode = (): string => randomBytes(16).toString('base64url');

/** A code collision is astronomically unlikely; a few retries make it a non-event rather than an error. */
const CODE_ATTEMPTS = 3;

const nowOf = (deps: InvitesDeps) => deps.now?.() ?? new Date();

/**
 * `Mutation.GetInviteLink` / `generateInvite`: a new invite code to the caller's active organisation. Each
 * code is written with `attribute_not_exists`, so two concurrent requests never share one.
 */
export const generateInvite = async (ctx: RequestContext, deps: InvitesDeps): Promise<string> => {
  const { orgId, userId } = await resolveStaffOrganisation(requireStaff(ctx), {
    users: deps.users,
    memberships: deps.organisations,
  });
  const now = nowOf(deps);
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
    const code = (deps.newCode ?? newInviteCode)();
    const created = await deps.invites.createInvite({
      code,
      orgId,
      createdBy: userId,
      createdAt: now.toISOString(),
      expiresAt: Math.floor(now.getTime() / 1000) + INVITE_LIFETIME_SECONDS,
    });
    if (created) return code;
  }
  throw new Error('Could not find an unused invite code');
};

const InviteCode = z.string().trim().min(1).max(64);

/**
 * A valid invite, else `invite.notFound` (unknown, used, revoked, or its maker is no longer an active member of its
 * organisation: the spec's "Unknown Invite") or `invite.expired` (TTL deletion is lazy, so expiry is checked here).
 * Accepting checks all of it again in its transaction.
 */
const loadValidInvite = async (code: string, deps: InvitesDeps): Promise<Invite> => {
  const invite = await deps.invites.getInvite(code);
  if (!invite || invite.usedAt !== undefined || invite.revokedAt !== undefined) {
    throw new AppError('invite.notFound');
  }
  if (invite.expiresAt * 1000 <= nowOf(deps).getTime()) throw new AppError('invite.expired');
  const maker = await deps.organisations.getMembership(invite.orgId, invite.createdBy);
  if (!maker?.active) throw new AppError('invite.notFound');
  return invite;
};

/** Invites are public (anonymous) and checked by signed-in staff; a beneficiary link may not use them. */
const refuseBeneficiary = ({ caller }: RequestContext) => {
  if (caller.kind === 'beneficiary') throw new AppError('auth.forbidden');
  return caller;
};

/** `Query.invite(id)`: the id of the organisation a valid invite joins; nothing else about it is revealed. */
export const checkInvite = async (
  ctx: RequestContext,
  input: unknown,
  deps: InvitesDeps,
): Promise<string> => {
  refuseBeneficiary(ctx);
  const { id } = parseInput(z.object({ id: InviteCode }), input);
  return (await loadValidInvite(id, deps)).orgId;
};

const AcceptInput = z.object({ invite: InviteCode });
const NewMemberInput = z.object({ invite: InviteCode, ...newAccountFields });

/**
 * `Mutation.AcceptInvite(invite, name, email, password)`. A signed-in staff caller joins with no credentials
 * (`invite.alreadyMember` if active already; a removed member is made active again). A logged-out caller gives
 * name, email and password and is created (Cognito user, user item, membership; an existing email is
 * `signup.emailExists`). Either way the organisation becomes the user's active one; returns its id.
 */
export const acceptInvite = async (
  ctx: RequestContext,
  input: unknown,
  deps: InvitesDeps,
): Promise<string> => {
  const caller = refuseBeneficiary(ctx);
  if (caller.kind === 'staff') {
    const { invite: code } = parseInput(AcceptInput, input);
    const invite = await loadValidInvite(code, deps);
    const { orgId } = invite;
    // Joining writes a membership into the organisation: refused while it is suspended.
    await assertWritable(caller.mutation, orgId, deps.suspensions);
    const user = await loadOrCreateUser(caller, deps);
    const membership = await deps.organisations.getMembership(orgId, user.id);
    if (membership?.active) throw new AppError('invite.alreadyMember');
    const organisation = await deps.organisations.getOrganisation(orgId);
    if (!organisation) throw new AppError('invite.notFound');
    const outcome = await deps.invites.joinOrganisation({
      orgId,
      orgName: organisation.name,
      userId: user.id,
      userName: user.name,
      now: nowOf(deps).toISOString(),
      rejoin: membership !== undefined,
      invite,
    });
    if (outcome === 'alreadyMember') throw new AppError('invite.alreadyMember');
    if (outcome === 'inviteGone') throw new AppError('invite.notFound');
    return orgId;
  }

  const { invite: code, name, email, password } = parseInput(NewMemberInput, input);
  const invite = await loadValidInvite(code, deps);
  const { orgId } = invite;
  await assertWritable(caller.mutation, orgId, deps.suspensions);
  const organisation = await deps.organisations.getOrganisation(orgId);
  if (!organisation) throw new AppError('invite.notFound');
  const { userId } = await deps.identityProvider.createUser({ email, name, password });
  try {
    const outcome = await deps.invites.createMemberAccount({
      orgId,
      orgName: organisation.name,
      userId,
      userName: name,
      email,
      now: nowOf(deps).toISOString(),
      invite,
    });
    // Used, revoked or expired, or its maker removed, since it was read: the account is undone below.
    if (outcome === 'inviteGone') throw new AppError('invite.notFound');
  } catch (error) {
    await deps.identityProvider.deleteUser(email).catch((deleteError: unknown) => {
      logger.error('Could not delete the Cognito user of a failed invite sign-up', {
        email,
        error: deleteError,
      });
    });
    throw error;
  }
  await deps.sendVerificationEmail({ email, name });
  return orgId;
};

/**
 * `Query.invites`: the active organisation's outstanding invites (not used, revoked or expired, maker still an
 * active member), newest first, with the maker's name, so members see every open door into the organisation.
 */
export const listInvites = async (ctx: RequestContext, deps: InvitesDeps): Promise<PendingInvite[]> => {
  const { orgId } = await resolveStaffOrganisation(requireStaff(ctx), {
    users: deps.users,
    memberships: deps.organisations,
  });
  const [invites, found] = await Promise.all([
    deps.invites.listInvites(orgId),
    deps.organisations.getOrganisationWithMembers(orgId),
  ]);
  const activeMakers = new Map(
    (found?.members ?? []).filter(({ active }) => active).map((member) => [member.userId, member.userName]),
  );
  const now = nowOf(deps).getTime();
  return invites
    .filter(
      (invite) =>
        invite.usedAt === undefined &&
        invite.revokedAt === undefined &&
        invite.expiresAt * 1000 > now &&
        activeMakers.has(invite.createdBy),
    )
    .map((invite) => ({
      code: invite.code,
      createdBy: invite.createdBy,
      createdByName: activeMakers.get(invite.createdBy)!,
      created: invite.createdAt,
      expires: new Date(invite.expiresAt * 1000).toISOString(),
    }));
};

/**
 * `Mutation.RevokeInvite(code)`: any member may revoke an invite of the active organisation (spec: all members have
 * the same permissions); it then answers `invite.notFound`. `invite.notFound` for a code of another organisation
 * or one already used or revoked, which changes nothing.
 */
export const revokeInvite = async (
  ctx: RequestContext,
  input: unknown,
  deps: InvitesDeps,
): Promise<boolean> => {
  const { orgId } = await resolveStaffOrganisation(requireStaff(ctx), {
    users: deps.users,
    memberships: deps.organisations,
  });
  const { code } = parseInput(z.object({ code: InviteCode }), input);
  if (!(await deps.invites.revokeInvite(orgId, code, nowOf(deps).toISOString()))) {
    throw new AppError('invite.notFound');
  }
  return true;
};
