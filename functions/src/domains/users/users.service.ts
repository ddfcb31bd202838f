import * as z from 'zod';

import { AppError } from '#core/app-error.ts';
import { requireStaff } from '#core/auth-context.ts';
import type { RequestContext, StaffCaller } from '#core/auth-context.ts';
import { emailEnabled } from '#core/env.ts';
import { parseInput } from '#core/validation.ts';
import { isOperator } from '#domains/ops/operator.ts';
import { assertWritable } from '#domains/ops/suspension.ts';
import type { SuspensionReader } from '#domains/ops/suspension.ts';
import type { Self } from '../../graphql/generated/schema-types.ts';

import type { UnsubscribeLinks } from './unsubscribe-link.ts';
import type { User, UserChanges, UsersRepository } from './users.repository.ts';

export type UsersDeps = {
  users: UsersRepository;
  /** Whether the deployment sends email (`emailEnabled` of core/env.ts); injected so tests can pin it. */
  emailEnabled?: () => boolean;
};

/** What `resolveStaffOrganisation` reads; the organisations repository provides `getMembership`. */
export type StaffOrganisationDeps = {
  users: Pick<UsersRepository, 'getUser'>;
  memberships: { getMembership(orgId: string, userId: string): Promise<{ active: boolean } | undefined> };
  /** Whether the organisation is suspended, read for mutations only (ops/suspension.ts); default: the table. */
  suspensions?: SuspensionReader;
};

/** The signed-in user's item, created from the ID token's claims on their first request. */
export const loadOrCreateUser = async (staff: StaffCaller, { users }: UsersDeps): Promise<User> =>
  (await users.getUser(staff.userId)) ??
  (await users.createUser({ id: staff.userId, email: staff.email, name: staff.name }));

const toSelf = (user: User, staff: StaffCaller, deps: UsersDeps): Self => ({
  id: user.id,
  email: user.email,
  emailEnabled: (deps.emailEnabled ?? emailEnabled)(),
  profile: { id: user.id, name: user.name },
  settings: { ...user.settings },
  operator: isOperator(staff),
});

/** `Query.self`: the caller's own account. A user without an organisation may still ask. */
export const getSelf = async (ctx: RequestContext, deps: UsersDeps): Promise<Self> => {
  const staff = requireStaff(ctx);
  return toSelf(await loadOrCreateUser(staff, deps), staff, deps);
};

/**
 * A language: 'und' (detect automatically) or a BCP-47-like tag — a 2–3 letter primary language and
 * optional subtags (`cy`, `en-GB`, `pt-BR`, `zh-Hant-TW`), at most 35 characters (RFC 5646's practical limit).
 */
export const LanguageCode = z
  .string()
  .trim()
  .max(35)
  .regex(/^(und|[a-zA-Z]{2,3}(-[a-zA-Z0-9]{1,8})*)$/);

const UpdateSelfInput = z.object({
  name: z.string().trim().min(1).max(100).nullish(),
  unsubscribed: z.boolean().nullish(),
  notifyOnRemote: z.boolean().nullish(),
  language: LanguageCode.nullish(),
});

export type UpdateSelfDeps = UsersDeps & {
  memberships: { listUserMemberships(userId: string): Promise<{ orgId: string; active: boolean }[]> };
};

/**
 * `Mutation.UpdateSelf(name, unsubscribed, notifyOnRemote, language)`: every argument optional, null meaning
 * "keep". A new name also renames the user on each of their active memberships, in the same transaction; an
 * organisation that removed the user keeps the name it knew, since a removed user writes nothing there.
 */
export const updateSelf = async (
  ctx: RequestContext,
  input: unknown,
  deps: UpdateSelfDeps,
): Promise<Self> => {
  const staff = requireStaff(ctx);
  const { name, unsubscribed, notifyOnRemote, language } = parseInput(UpdateSelfInput, input);
  const user = await loadOrCreateUser(staff, deps);
  const settings: Partial<User['settings']> = {
    ...(unsubscribed == null ? {} : { unsubscribed }),
    ...(notifyOnRemote == null ? {} : { notifyOnRemote }),
    ...(language == null ? {} : { language }),
  };
  const changes: UserChanges = {
    ...(name == null || name === user.name ? {} : { name }),
    ...(Object.keys(settings).length ? { settings } : {}),
  };
  if (!changes.name && !changes.settings) return toSelf(user, staff, deps);
  const orgIds = changes.name
    ? (await deps.memberships.listUserMemberships(user.id))
        .filter(({ active }) => active)
        .map(({ orgId }) => orgId)
    : [];
  await deps.users.updateUser(user.id, changes, orgIds);
  return toSelf(
    { ...user, name: changes.name ?? user.name, settings: { ...user.settings, ...settings } },
    staff,
    deps,
  );
};

/** The signed value is a user id (at most 100 characters), `_` and a 43-character MAC. */
const UnsubscribeInput = z.object({ userID: z.string().trim().min(1).max(200) });

export type UnsubscribeDeps = UsersDeps & { unsubscribeLinks: Pick<UnsubscribeLinks, 'verify'> };

/**
 * `Mutation.Unsubscribe(userID)`, public (the link in an email): stops emails to the user the signed value of the
 * email's link names (`UnsubscribeLinks`). A bare user id, which link holders and former colleagues may know, or a
 * forged or altered value is `user.notFound` and changes nothing. Answers only `true` or `user.notFound`, so it
 * reveals nothing about the account.
 */
export const unsubscribe = async (
  ctx: RequestContext,
  input: unknown,
  deps: UnsubscribeDeps,
): Promise<boolean> => {
  if (ctx.caller.kind === 'beneficiary') throw new AppError('auth.forbidden');
  const { userID: value } = parseInput(UnsubscribeInput, input);
  const userId = await deps.unsubscribeLinks.verify(value);
  if (!userId || !(await deps.users.unsubscribe(userId))) throw new AppError('user.notFound');
  return true;
};

/**
 * The organisation every org-scoped staff request works in: the user's active organisation, checked against an
 * active membership on every request (never taken from arguments). Else `auth.noOrganisation`; and
 * `auth.organisationChanged` when the page that sent the request shows another organisation (`shownOrgId`).
 */
export const resolveStaffOrganisation = async (
  staff: StaffCaller,
  deps: StaffOrganisationDeps,
): Promise<{ orgId: string; userId: string }> => {
  const { orgId, userId } = await readAsStaff(staff, deps, () => Promise.resolve(undefined));
  return { orgId, userId };
};

/**
 * `resolveStaffOrganisation` with `read(orgId)` run beside the membership check, a round trip fewer for the
 * hot paths (an answer, a record). Only for reads: a refused membership drops what was read, and the refusal wins
 * over the read's own error, so a removed user learns nothing from it.
 */
export const readAsStaff = async <T>(
  staff: StaffCaller,
  { users, memberships, suspensions }: StaffOrganisationDeps,
  read: (orgId: string) => Promise<T>,
): Promise<{ orgId: string; userId: string; read: T }> => {
  const orgId = (await users.getUser(staff.userId))?.activeOrgId;
  if (!orgId) throw new AppError('auth.noOrganisation');
  // Another tab or device switched the user's organisation since this page loaded: acting now would write into an
  // organisation the page does not show. Refused before anything is read or written.
  if (staff.shownOrgId !== undefined && staff.shownOrgId !== orgId)
    throw new AppError('auth.organisationChanged');
  const [membership, writable, result] = await Promise.allSettled([
    memberships.getMembership(orgId, staff.userId),
    // Every org-scoped staff mutation passes here, so none can forget the suspension (ops/suspension.ts).
    assertWritable(staff.mutation, orgId, suspensions),
    // Even a `read` that throws at once must not overtake the membership's answer.
    Promise.resolve(orgId).then(read),
  ]);
  if (membership.status === 'rejected') throw membership.reason;
  if (!membership.value?.active) throw new AppError('auth.noOrganisation');
  if (writable.status === 'rejected') throw writable.reason;
  if (result.status === 'rejected') throw result.reason;
  return { orgId, userId: staff.userId, read: result.value };
};
