import type { LambdaFunctionURLEvent } from 'aws-lambda';

import { withShownOrganisation } from '#core/auth-context.ts';
import { routeRequest } from '#core/function-url.ts';
import type { JsonResponse } from '#core/http-response.ts';
import { billingConfig } from '#domains/billing/billing-config.ts';
import type { BillingConfig } from '#domains/billing/billing-config.ts';
import { stripeProvider } from '#domains/billing/billing-provider.ts';
import { billingRepository } from '#domains/billing/billing.repository.ts';
import { billingRedirect, billingWebhook, patronCheckout } from '#domains/billing/billing.service.ts';
import type { BillingDeps } from '#domains/billing/billing.service.ts';
import { verifyStaffToken } from '#domains/billing/staff-token.ts';
import { organisationsRepository } from '#domains/organisations/organisations.repository.ts';
import { usersRepository } from '#domains/users/users.repository.ts';

const rawBody = (event: LambdaFunctionURLEvent) =>
  event.isBase64Encoded && event.body
    ? Buffer.from(event.body, 'base64').toString('utf8')
    : (event.body ?? '');

const depsOf = (config: BillingConfig): BillingDeps => ({
  users: usersRepository,
  memberships: organisationsRepository,
  organisations: organisationsRepository,
  billing: billingRepository,
  ...(config.apiKey ? { provider: stripeProvider(config.apiKey, config.apiBase) } : {}),
  ...(config.webhookSecret ? { webhookSecret: config.webhookSecret } : {}),
  ...(config.paymentLinks ? { paymentLinks: config.paymentLinks } : {}),
});

/**
 * `/v1/don/*` (docs/runtime-contracts.md): `GET redirect?return=` (billing portal), `GET checkout?size=&period=`
 * (patron payment link) with a staff ID token, and the provider's signed `POST webhook`.
 */
export const handler = async (event: LambdaFunctionURLEvent): Promise<JsonResponse> => {
  const config = await billingConfig();
  const deps = depsOf(config);
  const staff = async () => {
    const verified = await verifyStaffToken(event.headers.authorization, config);
    return verified && withShownOrganisation(verified, event.headers);
  };
  return routeRequest(event, {
    'GET /v1/don/redirect': async ({ queryStringParameters: query }) =>
      billingRedirect(await staff(), query?.return, deps),
    'GET /v1/don/checkout': async ({ queryStringParameters: query }) =>
      patronCheckout(await staff(), query ?? {}, deps),
    'POST /v1/don/webhook': async () =>
      billingWebhook(rawBody(event), event.headers['stripe-signature'], deps),
  });
};
