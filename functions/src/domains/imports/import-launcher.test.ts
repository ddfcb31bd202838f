import { describe, expect, it } from 'vitest';

import { lambdaEndpoint } from './import-launcher.ts';

describe("the import job's Lambda endpoint", () => {
  it("is the region's public endpoint when nothing else is configured (the cloud)", () => {
    // Act
    const endpoint = lambdaEndpoint({ AWS_REGION: 'eu-west-2' });

    // Assess
    expect(endpoint.href).toBe('https://lambda.eu-west-2.amazonaws.com/');
  });

  it('is the service-specific AWS_ENDPOINT_URL_LAMBDA over the global AWS_ENDPOINT_URL, as in the AWS SDKs', () => {
    // Act
    const endpoint = lambdaEndpoint({
      AWS_REGION: 'eu-west-2',
      AWS_ENDPOINT_URL_LAMBDA: 'http://127.0.0.1:3000',
      AWS_ENDPOINT_URL: 'http://127.0.0.1:4566',
    });

    // Assess
    expect(endpoint.origin).toBe('http://127.0.0.1:3000');
  });

  it('is the global AWS_ENDPOINT_URL when no Lambda endpoint is set', () => {
    // Act
    const endpoint = lambdaEndpoint({ AWS_REGION: 'eu-west-2', AWS_ENDPOINT_URL: 'http://127.0.0.1:4566' });

    // Assess
    expect(endpoint.origin).toBe('http://127.0.0.1:4566');
  });
});
