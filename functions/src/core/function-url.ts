import { isAppError } from './app-error.ts';
import type { AppErrorCode } from './app-error.ts';
import { jsonResponse } from './http-response.ts';
import type { JsonResponse } from './http-response.ts';

/**
 * The HTTP status of each code a Function-URL handler answers (docs/api-errors.md, "Transport-level refusals" and
 * "Billing endpoints"). A code missing here is a programming error and is answered as `internal`.
 */
const STATUS: Partial<Record<AppErrorCode, number>> = {
  'input.invalid': 400,
  'billing.invalidSignature': 400,
  'auth.unauthenticated': 401,
  'auth.noOrganisation': 403,
  'organisation.notPatron': 403,
  'export.invalidToken': 403,
  'questionnaire.notFound': 404,
  'export.methodNotAllowed': 405,
  'auth.organisationChanged': 409,
  'billing.noCustomer': 409,
  'billing.notConfigured': 503,
};

/** `{ "error": <code> }` with the code's status; errors other than an `AppError` are not answered but thrown. */
export const refusalResponse = (error: unknown): JsonResponse => {
  if (!isAppError(error)) throw error;
  const status = STATUS[error.code];
  return status ? jsonResponse(status, { error: error.code }) : jsonResponse(500, { error: 'internal' });
};

/** A Function URL's answer to a request no route takes. */
export const ROUTE_NOT_FOUND: JsonResponse = jsonResponse(404, { error: 'notFound' });

/** The route of `METHOD /path`, e.g. `GET /v1/don/redirect`. */
export type Routes<Event, Answer> = Readonly<Record<string, (event: Event) => Promise<Answer>>>;

/**
 * Answers a Function-URL request from its route table: the route's value as 200 JSON, a refusal (`AppError`) with
 * its status, `notFound` for any other method or path.
 */
export const routeRequest = async <
  Event extends { rawPath: string; requestContext: { http: { method: string } } },
>(
  event: Event,
  routes: Routes<Event, unknown>,
): Promise<JsonResponse> => {
  const route = routes[`${event.requestContext.http.method} ${event.rawPath}`];
  if (!route) return ROUTE_NOT_FOUND;
  try {
    return jsonResponse(200, await route(event));
  } catch (error) {
    return refusalResponse(error);
  }
};
