import type { LambdaFunctionURLEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';

import { handler } from './handler.ts';

describe('export handler', () => {
  it('refuses every download token, since none can be issued yet', async () => {
    // Prepare
    const event = { rawPath: '/v1/export/some-token/records.csv' } as LambdaFunctionURLEvent;
    // Act
    const response = await handler(event);
    // Assess
    expect(response).toMatchObject({ statusCode: 403, headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(response.body)).toEqual({ error: 'export.invalidToken' });
  });
});
