import { describe, expect, it } from 'vitest';

import { AppError } from './app-error.ts';
import { refusalResponse, routeRequest } from './function-url.ts';

const request = (method: string, rawPath: string) => ({ rawPath, requestContext: { http: { method } } });

describe('routeRequest', () => {
  const routes = {
    'GET /v1/x/ok': () => Promise.resolve({ url: 'https://example.org' }),
    'GET /v1/x/refused': () => Promise.reject(new AppError('billing.noCustomer')),
  };

  it("answers a route's value as 200 JSON", async () => {
    // Act
    const response = await routeRequest(request('GET', '/v1/x/ok'), routes);
    // Assess
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ url: 'https://example.org' });
  });

  it("answers a refusal with its code and the code's status", async () => {
    // Act
    const response = await routeRequest(request('GET', '/v1/x/refused'), routes);
    // Assess
    expect(response.statusCode).toBe(409);
    expect(JSON.parse(response.body)).toEqual({ error: 'billing.noCustomer' });
  });

  it('answers notFound for another method or path', async () => {
    // Act
    const wrongMethod = await routeRequest(request('POST', '/v1/x/ok'), routes);
    const wrongPath = await routeRequest(request('GET', '/v1/x/other'), routes);
    // Assess
    expect([wrongMethod.statusCode, wrongPath.statusCode]).toEqual([404, 404]);
    expect(JSON.parse(wrongPath.body)).toEqual({ error: 'notFound' });
  });
});

describe('refusalResponse', () => {
  it('answers a code without an HTTP status as internal, never as itself', () => {
    // Act
    const response = refusalResponse(new AppError('meeting.complete'));
    // Assess
    expect(response.statusCode).toBe(500);
    expect(JSON.parse(response.body)).toEqual({ error: 'internal' });
  });

  it('throws any error that is not an AppError', () => {
    // Act + Assess
    expect(() => refusalResponse(new Error('boom'))).toThrow('boom');
  });
});
