import type { LambdaFunctionURLEvent } from 'aws-lambda';

import { jsonResponse } from '#core/http-response.ts';
import type { JsonResponse } from '#core/http-response.ts';

/**
 * `/v1/export/*`: streams a CSV for a short-lived signed download token in the path. Exports arrive in a later
 * issue; until then no token is issued, so every request carries an invalid one.
 */
export const handler = async (_event: LambdaFunctionURLEvent): Promise<JsonResponse> =>
  jsonResponse(403, { error: 'export.invalidToken' });
