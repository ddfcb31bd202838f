import type { AppSyncAuthorizerEvent } from 'aws-lambda';
import { exportJWK, generateKeyPair } from 'jose';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { signLinkToken } from '#core/link-token.ts';

import { handler } from './handler.ts';

const authorizerEvent = (authorizationToken: string): AppSyncAuthorizerEvent => ({
  authorizationToken,
  requestContext: {
    apiId: 'api',
    accountId: '000000000000',
    requestId: 'req',
    queryString: '{ self { id } }',
    variables: {},
  },
  requestHeaders: {},
});

describe('authorizer handler', () => {
  beforeAll(async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    vi.stubEnv('AWS_REGION', 'eu-west-2');
    vi.stubEnv('LINK_TOKEN_PRIVATE_JWK', JSON.stringify(await exportJWK(privateKey)));
  });

  it('authorises the literal anonymous token as the anonymous caller', async () => {
    // Prepare
    const event = authorizerEvent('anonymous');
    // Act
    const result = await handler(event);
    // Assess
    expect(result).toEqual({ isAuthorized: true, resolverContext: { kind: 'anonymous' }, ttlOverride: 60 });
  });

  it('authorises a valid link token as its beneficiary, with the sequence as a JSON string', async () => {
    // Prepare
    const token = await signLinkToken({
      orgId: 'org-1',
      beneficiaryId: 'ben-1',
      sequence: ['record-1'],
      jti: 'jti-1',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    // Act
    const result = await handler(authorizerEvent(token));
    // Assess
    expect(result.isAuthorized).toBe(true);
    expect(result.resolverContext).toEqual({
      kind: 'beneficiary',
      orgId: 'org-1',
      beneficiaryId: 'ben-1',
      sequence: '["record-1"]',
      jti: 'jti-1',
    });
    expect(result.ttlOverride).toBeGreaterThan(0);
    expect(result.ttlOverride).toBeLessThanOrEqual(60);
  });

  it.each(['', 'Anonymous', 'not-a-jwt', 'eyJhbGciOiJFUzI1NiJ9.e30.c2ln'])('refuses %j', async (token) => {
    // Prepare
    const event = authorizerEvent(token);
    // Act
    const result = await handler(event);
    // Assess
    expect(result).toEqual({ isAuthorized: false, ttlOverride: 0 });
  });
});
