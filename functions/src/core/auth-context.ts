import type { AppSyncIdentity, AppSyncResolverEvent } from 'aws-lambda';
import * as z from 'zod';

import { AppError } from './app-error.ts';

export type StaffCaller = {
  kind: 'staff';
  userId: string;
  email: string;
  name: string;
  /**
   * The organisation the caller's page shows, from the `x-ripple-organisation` header (absent when not sent).
   * An org-scoped request is refused when it is no longer the user's active one (`auth.organisationChanged`).
   */
  shownOrgId?: string;
  /** The Cognito groups of the ID token (`cognito:groups`); `operators` makes the caller an operator. */
  groups?: readonly string[];
  /** The Mutation field being resolved (absent for queries): writes are refused in a suspended organisation. */
  mutation?: string;
};
export type BeneficiaryCaller = {
  kind: 'beneficiary';
  orgId: string;
  beneficiaryId: string;
  /** Record ids or absolute URLs the link token allows, in order. */
  sequence: string[];
  jti: string;
  mutation?: string;
};
export type AnonymousCaller = { kind: 'anonymous'; mutation?: string };
export type Caller = StaffCaller | BeneficiaryCaller | AnonymousCaller;

/**
 * What every service receives first: who is asking, from the verified identity only. `channel` is `cli` when the
 * operators' command line (scripts/ops.ts) calls a service directly, with AWS credentials instead of a token.
 */
export type RequestContext = { caller: Caller; channel?: 'cli' };

/** The authorizer's `resolverContext` (docs/runtime-contracts.md); AppSync only carries string values. */
export type ResolverContext =
  | { kind: 'anonymous' }
  | { kind: 'beneficiary'; orgId: string; beneficiaryId: string; sequence: string; jti: string };

const CognitoIdentity = z.object({
  sub: z.string().min(1),
  claims: z.object({
    email: z.string().min(1),
    name: z.string().optional(),
    // Cognito puts the user's groups in the ID token as a list of names; a user in none has no claim.
    'cognito:groups': z.array(z.string()).optional().catch(undefined),
  }),
});

const LambdaIdentity = z.object({
  resolverContext: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('anonymous') }),
    z.object({
      kind: z.literal('beneficiary'),
      orgId: z.string().min(1),
      beneficiaryId: z.string().min(1),
      sequence: z.string().transform((value, ctx) => {
        const parsed = z.array(z.string()).safeParse(safeJson(value));
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', message: 'sequence is not a JSON array of strings' });
          return z.NEVER;
        }
        return parsed.data;
      }),
      jti: z.string().min(1),
    }),
  ]),
});

const safeJson = (value: string): unknown => {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
};

/**
 * Turns the identity AppSync verified into a `Caller`. A Cognito identity (ID token) is staff; a Lambda
 * authorizer identity is whatever the authorizer resolved. Anything else is refused.
 */
export const callerFromIdentity = (identity: AppSyncIdentity): Caller => {
  const cognito = CognitoIdentity.safeParse(identity);
  if (cognito.success) {
    const { sub, claims } = cognito.data;
    const groups = claims['cognito:groups'];
    return {
      kind: 'staff',
      userId: sub,
      email: claims.email,
      name: claims.name ?? claims.email,
      ...(groups?.length ? { groups } : {}),
    };
  }
  const lambda = LambdaIdentity.safeParse(identity);
  if (lambda.success) {
    const context = lambda.data.resolverContext;
    return context.kind === 'anonymous' ? { kind: 'anonymous' } : context;
  }
  throw new AppError('auth.unauthenticated');
};

/**
 * The request header in which the SPA names the organisation its page shows. The user's active organisation is
 * stored with the user, so another tab or device that switches it would otherwise move this page's saves into the
 * other organisation while the page still shows the first (docs/api-errors.md, `auth.organisationChanged`).
 */
export const ORGANISATION_HEADER = 'x-ripple-organisation';

/** A non-empty header value, trimmed; anything else counts as not sent. */
const HeaderValue = z.string().trim().min(1);

/** Header names are case-insensitive; AppSync and the emulator pass them as the client sent them. */
const headerOf = (headers: Readonly<Record<string, unknown>> | null | undefined, name: string) => {
  const value = Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1];
  const parsed = HeaderValue.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

type ContextEvent = Pick<AppSyncResolverEvent<unknown>, 'identity'> & {
  request?: { headers?: Readonly<Record<string, unknown>> | null } | null;
  info?: { parentTypeName?: string; fieldName?: string } | null;
};

/** The staff caller with the organisation their page shows, when the request's headers name one. */
export const withShownOrganisation = (
  staff: StaffCaller,
  headers: Readonly<Record<string, unknown>> | null | undefined,
): StaffCaller => {
  const shownOrgId = headerOf(headers, ORGANISATION_HEADER);
  return shownOrgId === undefined ? staff : { ...staff, shownOrgId };
};

export const contextFrom = (event: ContextEvent): RequestContext => {
  const identified = callerFromIdentity(event.identity);
  const caller =
    identified.kind === 'staff' ? withShownOrganisation(identified, event.request?.headers) : identified;
  const mutation = event.info?.parentTypeName === 'Mutation' ? event.info.fieldName : undefined;
  return { caller: mutation ? { ...caller, mutation } : caller };
};

export const requireStaff = ({ caller }: RequestContext): StaffCaller => {
  if (caller.kind !== 'staff') throw new AppError('auth.forbidden');
  return caller;
};

export const requireBeneficiary = ({ caller }: RequestContext): BeneficiaryCaller => {
  if (caller.kind !== 'beneficiary') throw new AppError('auth.forbidden');
  return caller;
};

/** Public operations such as sign-up: a signed-in staff user or a beneficiary may not call them. */
export const requireAnonymous = ({ caller }: RequestContext): AnonymousCaller => {
  if (caller.kind !== 'anonymous') throw new AppError('auth.forbidden');
  return caller;
};
