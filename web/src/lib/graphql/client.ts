import i18n from 'i18next';
import type { TypedDocumentString } from '@/lib/graphql/generated/graphql';
import { ApiError, type ApiErrorCode } from './api-error';
import { missingRootField } from './root-fields';

export const GRAPHQL_PATH = '/v1/graphql';

type GraphQLError = { message?: string; errorType?: string; errorInfo?: unknown };
type GraphQLResponse<T> = { data?: T | null; errors?: GraphQLError[] };

/** Returns the raw Cognito ID token when signed in, else null. Set once at start-up by lib/auth. */
export type TokenSource = () => Promise<string | null>;

let tokenSource: TokenSource = () => Promise.resolve(null);

export function setTokenSource(source: TokenSource): void {
  tokenSource = source;
}

/**
 * The request header naming the organisation the page shows. The API refuses an org-scoped request with
 * `auth.organisationChanged` when the user's active organisation is another (switched in another tab or device),
 * rather than acting in an organisation the page does not show (docs/api-errors.md).
 */
export const ORGANISATION_HEADER = 'x-ripple-organisation';

/** The id of the organisation the page shows, or null before the staff shell has loaded it. */
export type OrganisationSource = () => string | null;

let organisationSource: OrganisationSource = () => null;

export function setOrganisationSource(source: OrganisationSource): void {
  organisationSource = source;
}

/** The header naming the organisation the page shows, for requests outside GraphQL too (billing); empty before. */
export const shownOrganisationHeader = (): Record<string, string> => {
  const organisation = organisationSource();
  return organisation ? { [ORGANISATION_HEADER]: organisation } : {};
};

/** Told of every failed request: the staff shell recognises a lost session or a changed organisation this way. */
export type FailureListener = (error: ApiError, request: { signedIn: boolean }) => void;

const failureListeners = new Set<FailureListener>();

export function subscribeToFailures(listener: FailureListener): () => void {
  failureListeners.add(listener);
  return () => void failureListeners.delete(listener);
}

const reportFailure = (error: ApiError, signedIn: boolean) => {
  for (const listener of failureListeners) {
    try {
      listener(error, { signedIn });
    } catch (listenerError) {
      // A listener's bug must not replace the request's own error.
      console.error(listenerError);
    }
  }
};

/**
 * How long a request may take, answer included, before it counts as a network failure. AppSync ends a resolver at
 * 30 seconds; the rest is for a slow connection to carry the answer. Without it, a connection that stalls leaves
 * spinners and greyed-out buttons for ever instead of the screen's error and its Try again.
 */
export const REQUEST_TIMEOUT_MS = 40_000;

/** Sends the request and reads its answer within `REQUEST_TIMEOUT_MS`; a dropped or stalled connection is `network`. */
async function post(init: RequestInit): Promise<{ response: Response; text: string }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(GRAPHQL_PATH, { ...init, signal: controller.signal });
    return { response, text: await response.text() };
  } catch {
    throw new ApiError('network', 0);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * POSTs one operation to `/v1/graphql`. `Authorization` is the raw ID token (AppSync takes no `Bearer`), or the
 * literal `anonymous` for the Lambda authorizer; `x-ripple-organisation` names the organisation the page shows, once
 * known. Any GraphQL error becomes an `ApiError` with the first error's code;
 * an answer without one of the operation's root fields becomes `unexpectedResult` (spec 01 §7, §8: "Unexpected
 * result, no {name} attribute"), rather than an `undefined` that breaks the screen further on.
 */
export async function request<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
): Promise<TResult> {
  const token = await tokenSource();
  try {
    return await send(document, variables, {
      'Content-Type': 'application/json',
      Authorization: token ?? 'anonymous',
      ...shownOrganisationHeader(),
    });
  } catch (error) {
    if (error instanceof ApiError) reportFailure(error, token !== null);
    throw error;
  }
}

/**
 * {@link request} as the anonymous caller whoever is signed in: for public operations that only the anonymous
 * caller may call (an emailed link opened in a browser where someone else is signed in).
 */
export function requestAnonymously<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
): Promise<TResult> {
  return send(document, variables, { 'Content-Type': 'application/json', Authorization: 'anonymous' });
}

async function send<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables | undefined,
  headers: Record<string, string>,
): Promise<TResult> {
  const { response, text } = await post({
    method: 'POST',
    headers,
    body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
  });
  let body: GraphQLResponse<TResult> | null = null;
  try {
    body = JSON.parse(text) as GraphQLResponse<TResult>;
  } catch {
    body = null;
  }
  const first = body?.errors?.[0];
  // The API's errorType is one of its codes (docs/api-errors.md), or AppSync's own refusal of a token.
  if (first)
    throw new ApiError(
      (first.errorType as ApiErrorCode | undefined) ?? 'unknown',
      response.status,
      first.errorInfo,
    );
  if (!response.ok) throw new ApiError(`http.${response.status}`, response.status);
  const missing = missingRootField(document.toString(), body?.data);
  if (missing !== undefined)
    throw new ApiError(
      'unexpectedResult',
      response.status,
      { name: missing },
      i18n.t('unexpectedResult', { name: missing }),
    );
  if (!body?.data) throw new ApiError('unknown', response.status);
  return body.data;
}
