import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';
import type { GraphQLObjectType } from 'graphql';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  allowedModes,
  authModeOf,
  createAuthenticator,
  deniedFieldName,
  isAllowed,
  type Caller,
} from './auth.ts';

const { buildSchema } = createRequire(import.meta.url)('graphql') as typeof GraphQL;

const schema = buildSchema(`
directive @aws_cognito_user_pools(cognito_groups: [String]) on OBJECT | FIELD_DEFINITION
directive @aws_lambda on OBJECT | FIELD_DEFINITION
type Query {
  staffOnly: String
  operators: String @aws_cognito_user_pools(cognito_groups: ["operators"])
  publicThing: Thing @aws_lambda
}
type Thing @aws_lambda @aws_cognito_user_pools {
  id: ID!
  secret: String @aws_cognito_user_pools
}
`);
const query = schema.getQueryType()!;
const thing = schema.getType('Thing') as GraphQLObjectType;

const staff = (groups: string[] = []): Caller => ({ mode: 'cognito', identity: {}, groups });
const linkCaller = (denied: string[] = []): Caller => ({
  mode: 'lambda',
  identity: { resolverContext: {} },
  deniedFields: new Set(denied),
});

describe('allowedModes', () => {
  it("takes the field's directives over the type's, and Cognito user pools without either", () => {
    // Act
    const field = allowedModes(thing, 'secret');
    const fromType = allowedModes(thing, 'id');
    const byDefault = allowedModes(query, 'staffOnly');

    // Assess
    expect([...field.modes]).toEqual(['cognito']);
    expect([...fromType.modes].sort()).toEqual(['cognito', 'lambda']);
    expect(byDefault).toEqual({ modes: new Set(['cognito']), cognitoGroups: null });
  });
});

describe('isAllowed', () => {
  it.each([
    ['staff on a default field', staff(), query, 'staffOnly', true],
    ['a Lambda caller on a default field', linkCaller(), query, 'staffOnly', false],
    ['a Lambda caller on an @aws_lambda field', linkCaller(), query, 'publicThing', true],
    [
      'a Lambda caller on a field the authorizer denied',
      linkCaller(['Query.publicThing']),
      query,
      'publicThing',
      false,
    ],
    ['staff outside the named groups', staff(['staff']), query, 'operators', false],
    ['staff in a named group', staff(['operators']), query, 'operators', true],
  ] as const)('%s: %s', (_, caller, type, field, expected) => {
    // Act
    const allowed = isAllowed(caller, type, field);

    // Assess
    expect(allowed).toBe(expected);
  });
});

describe('deniedFieldName', () => {
  it('reads Type.field from a field ARN and keeps Type.field as it is', () => {
    // Act
    const fromArn = deniedFieldName('arn:aws:appsync:eu-west-2:1:apis/x/types/Query/fields/organisation');
    const plain = deniedFieldName('Mutation.AddOrg');

    // Assess
    expect([fromArn, plain]).toEqual(['Query.organisation', 'Mutation.AddOrg']);
  });
});

describe('authModeOf', () => {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const jwt = `${part({ alg: 'ES256' })}.${part({ sub: 'x' })}.c2ln`;

  it.each([
    ['a JWT, whatever its issuer', jwt],
    ['an unsigned JWT', `${part({ alg: 'none' })}.${part({ sub: 'x' })}.`],
    ['a Bearer value', 'Bearer anything'],
  ])('routes %s to the user pool', (_, value) => {
    // Act
    const mode = authModeOf(value);
    // Assess
    expect(mode).toBe('cognito');
  });

  it.each([
    ['the anonymous token', 'anonymous'],
    ['a prefixed link token', `ripple-link.${jwt}`],
    ['three parts whose header is no JSON', `abc.${part({ sub: 'x' })}.c2ln`],
    ['three parts whose header names no alg', `${part({ typ: 'JWT' })}.${part({ sub: 'x' })}.c2ln`],
    [
      'three parts with a character outside base64url',
      `${part({ alg: 'ES256' })}.${part({ sub: 'x' })}.c2l:`,
    ],
  ])('routes %s to the Lambda authorizer', (_, value) => {
    // Act
    const mode = authModeOf(value);
    // Assess
    expect(mode).toBe('lambda');
  });
});

describe('createAuthenticator', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses an ID token once it has expired, though it was verified before', async () => {
    // Prepare
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const issuer = 'http://127.0.0.1/cognito/pool';
    const authenticate = createAuthenticator(
      { issuer, clientId: 'client', publicJwk: await exportJWK(publicKey) },
      () => Promise.reject(new Error('no authorizer here')),
    );
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ token_use: 'id', email: 'ann@example.org' })
      .setProtectedHeader({ alg: 'RS256' })
      .setIssuer(issuer)
      .setAudience('client')
      .setSubject('user-1')
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(privateKey);
    const verified = await authenticate({ authorization: token }, '{}', '127.0.0.1');

    // Act
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((now + 61) * 1000);
    const afterExpiry = await authenticate({ authorization: token }, '{}', '127.0.0.1');

    // Assess
    expect(verified).toMatchObject({ mode: 'cognito', identity: { sub: 'user-1' } });
    expect(afterExpiry).toBeNull();
  });
});
