import { randomUUID } from 'node:crypto';

import * as z from 'zod';

import { requireAnonymous, requireStaff } from '#core/auth-context.ts';
import type { RequestContext } from '#core/auth-context.ts';
import { AppError } from '#core/app-error.ts';
import { logger } from '#core/logger.ts';
import { parseInput } from '#core/validation.ts';
import { SmallNumberThresholdInput, smallNumberThresholdOf } from '#domains/reports/small-number-setting.ts';
import { loadOrCreateUser, resolveStaffOrganisation } from '#domains/users/users.service.ts';
import type { UsersRepository } from '#domains/users/users.repository.ts';
import type {
  AddOrgResult,
  Organisation,
  OrganisationSummary,
  OrgUser,
} from '../../graphql/generated/schema-types.ts';

import type { IdentityProvider } from './identity-provider.ts';
import type { Membership, OrganisationsRepository } from './organisations.repository.ts';

export type OrganisationsDeps = {
  organisations: OrganisationsRepository;
  users: UsersRepository;
  identityProvider: IdentityProvider;
  /** Emails a new account its verification link (users/email-verification.service.ts). */
  sendVerificationEmail: (who: { email: string; name: string }) => Promise<void>;
  /** Injected so tests can pin ids and times. */
  newId?: () => string;
  now?: () => Date;
};

/** Organisations listed at most (spec 01 §9, "Organisation list limit 60"). */
export const ORGANISATIONS_LIMIT = 60;

const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** A new staff account's fields, shared by sign-up and accepting an invite logged out. */
export const newAccountFields = {
  name: requiredText(100),
  email: z.string().trim().toLowerCase().min(1).max(254).pipe(z.email()),
  password: z.string().min(6).max(256),
};

const SignUpInput = z.object({ ...newAccountFields, organisation: requiredText(100) });

/**
 * `Mutation.AddOrg` (sign-up, anonymous callers only): creates the Cognito user first, then the organisation,
 * the user item and the membership in one transaction; if that fails, the Cognito user is deleted again.
 */
export const signUp = async (
  ctx: RequestContext,
  input: unknown,
  deps: OrganisationsDeps,
): Promise<AddOrgResult> => {
  requireAnonymous(ctx);
  const { name, organisation, email, password } = parseInput(SignUpInput, input);
  const { userId } = await deps.identityProvider.createUser({ email, name, password });
  const orgId = (deps.newId ?? randomUUID)();
  try {
    await deps.organisations.createOrganisationWithOwner({
      orgId,
      orgName: organisation,
      userId,
      userName: name,
      email,
      now: (deps.now?.() ?? new Date()).toISOString(),
    });
  } catch (error) {
    await deps.identityProvider.deleteUser(email).catch((deleteError: unknown) => {
      logger.error('Could not delete the Cognito user of a failed sign-up', { email, error: deleteError });
    });
    throw error;
  }
  await deps.sendVerificationEmail({ email, name });
  return { id: orgId };
};

export const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

export const toOrgUser = ({ userId, userName, joined, active }: Membership): OrgUser => ({
  id: userId,
  name: userName,
  joined,
  active,
});

const staffScope = (ctx: RequestContext, deps: OrganisationsDeps) =>
  resolveStaffOrganisation(requireStaff(ctx), { users: deps.users, memberships: deps.organisations });

/**
 * `Query.organisation`: the caller's active organisation. Its users (active first, then by name) are read only
 * when the query selects them, so the common case stays one GetItem.
 */
export const getOrganisation = async (
  ctx: RequestContext,
  options: { withUsers: boolean },
  deps: OrganisationsDeps,
): Promise<Organisation> => {
  const { orgId } = await staffScope(ctx, deps);
  return organisationOf(orgId, options, deps);
};

/** The organisation as `Query.organisation` returns it, for a caller already checked to be its active member. */
const organisationOf = async (
  orgId: string,
  { withUsers }: { withUsers: boolean },
  deps: OrganisationsDeps,
): Promise<Organisation> => {
  const found = withUsers
    ? await deps.organisations.getOrganisationWithMembers(orgId)
    : { organisation: await deps.organisations.getOrganisation(orgId), members: [] };
  if (!found?.organisation) throw new AppError('auth.noOrganisation');
  const { id, name, don, settings, plugins, generatedReport, suspension } = found.organisation;
  const users = found.members
    .map(toOrgUser)
    .sort((a, b) => Number(b.active) - Number(a.active) || byName(a, b));
  return {
    id,
    name,
    don,
    settings: { ...settings, smallNumberThreshold: smallNumberThresholdOf(settings) },
    plugins,
    generatedReport,
    users,
    suspended: suspension !== undefined,
  };
};

const SettingsInput = z.object({
  beneficiaryTypeAhead: z.boolean().nullish(),
  smallNumberThreshold: SmallNumberThresholdInput,
});

/**
 * `Mutation.UpdateOrgSetting(beneficiaryTypeAhead, smallNumberThreshold)`: changes the active organisation's settings (an omitted or
 * null setting keeps its value) and returns the organisation as `Query.organisation` does.
 */
export const updateOrgSetting = async (
  ctx: RequestContext,
  input: unknown,
  options: { withUsers: boolean },
  deps: OrganisationsDeps,
): Promise<Organisation> => {
  const { orgId } = await staffScope(ctx, deps);
  const { beneficiaryTypeAhead, smallNumberThreshold } = parseInput(SettingsInput, input);
  const current = await deps.organisations.getOrganisation(orgId);
  if (!current) throw new AppError('auth.noOrganisation');
  const next = {
    ...current.settings,
    ...(beneficiaryTypeAhead == null ? {} : { beneficiaryTypeAhead }),
    ...(smallNumberThreshold == null ? {} : { smallNumberThreshold }),
  };
  if (
    next.beneficiaryTypeAhead !== current.settings.beneficiaryTypeAhead ||
    next.smallNumberThreshold !== current.settings.smallNumberThreshold
  ) {
    await deps.organisations.updateSettings(orgId, next);
  }
  // The membership was checked above; checking it again in the same request would only repeat the reads.
  return organisationOf(orgId, options, deps);
};

const RemoveUserInput = z.object({ userID: z.string().trim().min(1).max(100) });

/**
 * `Mutation.RemoveUser(userID)`: the user's membership of the active organisation becomes inactive, so
 * `resolveStaffOrganisation` refuses them from then on; their account and past work stay. The last active
 * user cannot be removed (`organisation.lastUser`), enforced by the repository's transaction, not by this read.
 * Removing an already inactive user changes nothing.
 */
export const removeUser = async (
  ctx: RequestContext,
  input: unknown,
  deps: OrganisationsDeps,
): Promise<{ id: string }> => {
  const { orgId } = await staffScope(ctx, deps);
  const { userID } = parseInput(RemoveUserInput, input);
  const membership = await deps.organisations.getMembership(orgId, userID);
  if (!membership) throw new AppError('user.notFound');
  if (!membership.active) return { id: userID };
  const outcome = await deps.organisations.deactivateMembership(orgId, userID);
  if (outcome === 'lastUser') throw new AppError('organisation.lastUser');
  return { id: userID };
};

const ListInput = z.object({ limit: z.number().int().min(1).nullish() });

/** `Query.organisations(limit)`: the caller's active memberships, by name; limit defaults to and caps at 60. */
export const listOrganisations = async (
  ctx: RequestContext,
  input: unknown,
  deps: OrganisationsDeps,
): Promise<OrganisationSummary[]> => {
  const staff = requireStaff(ctx);
  const { limit } = parseInput(ListInput, input);
  const memberships = await deps.organisations.listUserMemberships(staff.userId);
  return memberships
    .filter(({ active }) => active)
    .map(({ orgId, orgName }) => ({ id: orgId, name: orgName }))
    .sort(byName)
    .slice(0, Math.min(limit ?? ORGANISATIONS_LIMIT, ORGANISATIONS_LIMIT));
};

const SetActiveInput = z.object({ orgID: z.string().trim().min(1).max(100) });

/** `Mutation.SetActiveOrganisation(orgID)`: only to an organisation the caller is an active member of. */
export const setActiveOrganisation = async (
  ctx: RequestContext,
  input: unknown,
  deps: OrganisationsDeps,
): Promise<boolean> => {
  const staff = requireStaff(ctx);
  const { orgID } = parseInput(SetActiveInput, input);
  const membership = await deps.organisations.getMembership(orgID, staff.userId);
  if (!membership?.active) throw new AppError('organisation.notMember');
  await loadOrCreateUser(staff, deps);
  await deps.users.setActiveOrganisation(staff.userId, orgID);
  return true;
};
