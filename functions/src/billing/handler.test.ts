import type { LambdaFunctionURLEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';

import { handler } from './handler.ts';

describe('billing handler', () => {
  it('answers that billing is not configured', async () => {
    // Prepare
    const event = { rawPath: '/v1/don/checkout' } as LambdaFunctionURLEvent;
    // Act
    const response = await handler(event);
    // Assess
    expect(response).toMatchObject({ statusCode: 503, headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(response.body)).toEqual({ error: 'billing.notConfigured' });
  });
});
