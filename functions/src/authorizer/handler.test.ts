import type { AppSyncAuthorizerEvent } from 'aws-lambda';
import { exportJWK, generateKeyPair } from 'jose';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { LINK_TOKEN_PREFIX } from '#core/link-token-format.ts';
import { signLinkToken } from '#core/link-token.ts';

import { handler } from './handler.ts';

const authorizerEvent = (
  authorizationToken: string,
  queryString = '{ self { id } }',
  operationName?: string,
): AppSyncAuthorizerEvent => ({
  authorizationToken,
  requestContext: {
    apiId: 'api',
    accountId: '000000000000',
    requestId: 'req',
    queryString,
    operationName,
    variables: {},
  },
  requestHeaders: {},
});

const aLinkToken = () =>
  signLinkToken({
    orgId: 'org-1',
    beneficiaryId: 'ben-1',
    sequence: ['record-1'],
    jti: 'jti-1',
    expiresAt: new Date(Date.now() + 3_600_000),
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
    expect(result).toEqual({ isAuthorized: true, resolverContext: { kind: 'anonymous' }, ttlOverride: 0 });
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
    expect(token.startsWith(LINK_TOKEN_PREFIX)).toBe(true);
    expect(result.isAuthorized).toBe(true);
    expect(result.resolverContext).toEqual({
      kind: 'beneficiary',
      orgId: 'org-1',
      beneficiaryId: 'ben-1',
      sequence: '["record-1"]',
      jti: 'jti-1',
    });
    expect(result.ttlOverride).toBe(0);
  });

  it.each(['', 'Anonymous', 'not-a-jwt', 'eyJhbGciOiJFUzI1NiJ9.e30.c2ln'])('refuses %j', async (token) => {
    // Prepare
    const event = authorizerEvent(token);
    // Act
    const result = await handler(event);
    // Assess
    expect(result).toEqual({ isAuthorized: false, ttlOverride: 0 });
  });

  it('refuses a genuine link token sent as a bare JWT, without its prefix', async () => {
    // Prepare: the signature holds; only the prefix is missing.
    const bare = (await aLinkToken()).slice(LINK_TOKEN_PREFIX.length);
    // Act
    const result = await handler(authorizerEvent(bare));
    // Assess
    expect(result).toEqual({ isAuthorized: false, ttlOverride: 0 });
  });

  it('refuses a prefixed link token whose payload was changed', async () => {
    // Prepare
    const [header, , signature] = (await aLinkToken()).slice(LINK_TOKEN_PREFIX.length).split('.');
    const payload = Buffer.from(
      JSON.stringify({ iss: 'ripple', aud: 'ripple-link', sub: 'ben-2', org: 'org-2', beneficiary: true }),
    ).toString('base64url');
    // Act
    const result = await handler(authorizerEvent(`${LINK_TOKEN_PREFIX}${header}.${payload}.${signature}`));
    // Assess
    expect(result).toEqual({ isAuthorized: false, ttlOverride: 0 });
  });

  it.each([
    ['behind a Bearer scheme', (token: string) => `Bearer ${token}`],
    ['behind the prefix twice', (token: string) => `${LINK_TOKEN_PREFIX}${token}`],
    ['with another prefix', (token: string) => `ripple-staff.${token.slice(LINK_TOKEN_PREFIX.length)}`],
  ])('refuses a link token %s', async (_, dress) => {
    // Prepare
    const token = dress(await aLinkToken());
    // Act
    const result = await handler(authorizerEvent(token));
    // Assess
    expect(result).toEqual({ isAuthorized: false, ttlOverride: 0 });
  });

  it.each([
    [
      'two aliased summon uses',
      'mutation { a: NewMeetingFromSummon(summonID: "s") b: NewMeetingFromSummon(summonID: "s") }',
    ],
    [
      'two sign-ups',
      'mutation { AddOrg(name: "a", organisation: "b", email: "c", password: "d") { id } x: AddOrg(name: "a", organisation: "b", email: "e", password: "d") { id } }',
    ],
    [
      'two queries through a fragment',
      'query { ...F } fragment F on Query { invite(id: "a") jwt(jti: "b") }',
    ],
    ['an unreadable document', 'mutation { NewMeetingFromSummon(summonID: "s"'],
  ])('refuses an anonymous request with %s, uncached', async (_, query) => {
    // Act
    const result = await handler(authorizerEvent('anonymous', query));
    // Assess
    expect(result).toEqual({ isAuthorized: false, ttlOverride: 0 });
  });

  it('refuses a link token whose request has more than one root field', async () => {
    // Prepare
    const token = await aLinkToken();
    const query = 'query { a: meeting(id: "record-1") { id } b: meeting(id: "record-1") { id } }';
    // Act
    const result = await handler(authorizerEvent(token, query));
    // Assess
    expect(result).toEqual({ isAuthorized: false, ttlOverride: 0 });
  });

  it('judges the operation the request names, not the others in its document', async () => {
    // Prepare
    const query = 'query One { invite(id: "a") } query Two { a: invite(id: "a") b: invite(id: "b") }';
    // Act
    const [one, two] = await Promise.all([
      handler(authorizerEvent('anonymous', query, 'One')),
      handler(authorizerEvent('anonymous', query, 'Two')),
    ]);
    // Assess
    expect(one.isAuthorized).toBe(true);
    expect(two.isAuthorized).toBe(false);
  });
});
