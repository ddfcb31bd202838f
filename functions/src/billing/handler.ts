import type { LambdaFunctionURLEvent } from 'aws-lambda';

import { withShownOrganisation } from '#core/auth-context.ts';
import { jsonResponse } from '#core/http-response.ts';
import type { JsonResponse } from '#core/http-response.ts';
import { billingConfig } from '#domains/billing/billing-config.ts';
import { stripeProvider } from '#domains/billing/billing-provider.ts';
import { billingRepository } from '#domains/billing/billing.repository.ts';
import { billingRedirect, billingWebhook, patronCheckout } from '#domains/billing/billing.service.ts';
import type { BillingDeps, BillingRefusal, BillingResult } from '#domains/billing/billing.service.ts';
import { verifyStaffToken } from '#domains/billing/staff-token.ts';
import { organisationsRepository } from '#domains/organisations/organisations.repository.ts';
import { usersRepository } from '#domains/users/users.repository.ts';

const STATUS: Record<BillingRefusal, number> = {
  'auth.unauthenticated': 401,
  'auth.noOrganisation': 403,
  'auth.organisationChanged': 409,
  'billing.notPatron': 403,
  'input.invalid': 400,
  'billing.invalidSignature': 400,
  'billing.noCustomer': 409,
  'billing.notConfigured': 503,
};

const answer = <T>(result: BillingResult<T>): JsonResponse =>
  result.ok ? jsonResponse(200, result.value) : jsonResponse(STATUS[result.error], { error: result.error });

const rawBody = (event: LambdaFunctionURLEvent) =>
  event.isBase64Encoded && event.body
    ? Buffer.from(event.body, 'base64').toString('utf8')
    : (event.body ?? '');

/**
 * `/v1/don/*` (docs/runtime-contracts.md): `GET redirect?return=` (billing portal), `GET checkout?size=&period=`
 * (patron payment link) with a staff ID token, and the provider's signed `POST webhook`.
 */
export const handler = async (event: LambdaFunctionURLEvent): Promise<JsonResponse> => {
  const config = await billingConfig();
  const deps: BillingDeps = {
    users: usersRepository,
    memberships: organisationsRepository,
    organisations: organisationsRepository,
    billing: billingRepository,
    ...(config.apiKey ? { provider: stripeProvider(config.apiKey, config.apiBase) } : {}),
    ...(config.webhookSecret ? { webhookSecret: config.webhookSecret } : {}),
    ...(config.paymentLinks ? { paymentLinks: config.paymentLinks } : {}),
  };
  const method = event.requestContext.http.method;
  const query = event.queryStringParameters ?? {};
  const staff = async () => {
    const verified = await verifyStaffToken(event.headers.authorization, config);
    return verified && withShownOrganisation(verified, event.headers);
  };
  switch (`${method} ${event.rawPath}`) {
    case 'GET /v1/don/redirect':
      return answer(await billingRedirect(await staff(), query.return, deps));
    case 'GET /v1/don/checkout':
      return answer(await patronCheckout(await staff(), query, deps));
    case 'POST /v1/don/webhook':
      return answer(await billingWebhook(rawBody(event), event.headers['stripe-signature'], deps));
    default:
      return jsonResponse(404, { error: 'notFound' });
  }
};
