import { AppError } from '#core/app-error.ts';
import { requireStaff } from '#core/auth-context.ts';
import type { RequestContext, StaffCaller } from '#core/auth-context.ts';
import type { Self } from '../../graphql/generated/schema-types.ts';

import type { User, UsersRepository } from './users.repository.ts';

export type UsersDeps = { users: UsersRepository };

/** What `resolveStaffOrganisation` reads; the organisations repository provides `getMembership`. */
export type StaffOrganisationDeps = {
  users: Pick<UsersRepository, 'getUser'>;
  memberships: { getMembership(orgId: string, userId: string): Promise<{ active: boolean } | undefined> };
};

/** The signed-in user's item, created from the ID token's claims on their first request. */
export const loadOrCreateUser = async (staff: StaffCaller, { users }: UsersDeps): Promise<User> =>
  (await users.getUser(staff.userId)) ??
  (await users.createUser({ id: staff.userId, email: staff.email, name: staff.name }));

/** `Query.self`: the caller's own account. A user without an organisation may still ask. */
export const getSelf = async (ctx: RequestContext, deps: UsersDeps): Promise<Self> => {
  const user = await loadOrCreateUser(requireStaff(ctx), deps);
  return {
    id: user.id,
    email: user.email,
    profile: { id: user.id, name: user.name },
    settings: { ...user.settings },
  };
};

/**
 * The organisation every org-scoped staff request works in: the user's active organisation, checked against an
 * active membership on every request (never taken from arguments). Else `auth.noOrganisation`.
 */
export const resolveStaffOrganisation = async (
  staff: StaffCaller,
  { users, memberships }: StaffOrganisationDeps,
): Promise<{ orgId: string; userId: string }> => {
  const orgId = (await users.getUser(staff.userId))?.activeOrgId;
  if (!orgId) throw new AppError('auth.noOrganisation');
  const membership = await memberships.getMembership(orgId, staff.userId);
  if (!membership?.active) throw new AppError('auth.noOrganisation');
  return { orgId, userId: staff.userId };
};
