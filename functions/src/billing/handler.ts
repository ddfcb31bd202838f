import type { LambdaFunctionURLEvent } from 'aws-lambda';

import { jsonResponse } from '#core/http-response.ts';
import type { JsonResponse } from '#core/http-response.ts';

/**
 * `/v1/don/*`: the patron billing redirect and the payment provider's webhook. Billing arrives in a later issue;
 * until a provider is configured, every request is answered as unavailable.
 */
export const handler = async (_event: LambdaFunctionURLEvent): Promise<JsonResponse> =>
  jsonResponse(503, { error: 'billing.notConfigured' });
