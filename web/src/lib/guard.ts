import type { ApiErrorCode } from './graphql/api-error';

/** Who may open a route (spec 01 §2 route table). `guestOnly`: public, but a signed-in user goes to `/`. */
export type RouteAccess = 'public' | 'guestOnly' | 'staff';

export type GuardInput = {
  access: RouteAccess;
  /** The path with its query, as the user asked for it. */
  path: string;
  signedIn: boolean;
  /** Only for `staff` routes: the error code of the `organisation` query, or null when it succeeded. */
  organisationError?: ApiErrorCode | null;
};

export type GuardDecision =
  | { kind: 'render' }
  | { kind: 'redirect'; to: string }
  | { kind: 'noOrganisation' }
  | { kind: 'error'; code: ApiErrorCode };

/** The route guard of spec 01 §2, as a pure function. */
export function decideRoute(input: GuardInput): GuardDecision {
  if (input.access === 'public') return { kind: 'render' };
  if (input.access === 'guestOnly')
    return input.signedIn ? { kind: 'redirect', to: '/' } : { kind: 'render' };
  if (!input.signedIn) {
    return { kind: 'redirect', to: `/login?redirect=${encodeURIComponent(input.path)}` };
  }
  if (!input.organisationError) return { kind: 'render' };
  if (input.organisationError === 'auth.noOrganisation') return { kind: 'noOrganisation' };
  return { kind: 'error', code: input.organisationError };
}
