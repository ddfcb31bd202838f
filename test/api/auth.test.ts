import { readFileSync } from 'node:fs';
import type { GraphQLObjectType } from 'graphql';
import { buildSchema, getNamedType, isInputObjectType, type GraphQLInputType } from 'graphql';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { getTokensFromRefreshToken, logIn } from './steps/cognito.ts';
import { errorTypeOf, gql } from './steps/graphql.ts';
import { aSignedUpUser } from './steps/sign-up.ts';
import { expiredIdToken, foreignIdToken, tamper } from './steps/tokens.ts';

const SELF = '{ self { id email } }';

describe('authentication', () => {
  it('refuses a wrong password at Cognito', async () => {
    // Prepare
    const { account } = await aSignedUpUser();

    // Act
    const response = await logIn(account.email, `${account.password}-wrong`);

    // Assess
    expect(response.status).toBe(400);
    expect(response.body.__type).toBe('NotAuthorizedException');
    expect(response.body).not.toHaveProperty('AuthenticationResult');
  });

  it('answers a request without a token with HTTP 401', async () => {
    // Act
    const response = await gql(SELF);

    // Assess
    expect(response.status).toBe(401);
    expect(errorTypeOf(response)).toBe('UnauthorizedException');
  });

  it('accepts a valid ID token', async () => {
    // Prepare
    const { account, tokens } = await aSignedUpUser();

    // Act
    const response = await gql<{ self: { email: string } }>(SELF, {}, tokens.IdToken);

    // Assess
    expect(response.status).toBe(200);
    expect(response.data?.self.email).toBe(account.email);
  });

  it('refuses a token whose payload was changed', async () => {
    // Prepare
    const { tokens } = await aSignedUpUser();

    // Act
    const response = await gql(SELF, {}, tamper(tokens.IdToken));

    // Assess
    expect(response.status).toBe(401);
    expect(errorTypeOf(response)).toBe('UnauthorizedException');
  });

  it('refuses an expired token', async () => {
    // Prepare
    const { tokens } = await aSignedUpUser();
    const expired = await expiredIdToken(decodeJwt(tokens.IdToken));

    // Act
    const response = await gql(SELF, {}, expired);

    // Assess
    expect(response.status).toBe(401);
  });

  it('refuses a token from another issuer', async () => {
    // Prepare
    const { tokens } = await aSignedUpUser();
    const foreign = await foreignIdToken(decodeJwt(tokens.IdToken));

    // Act
    const response = await gql(SELF, {}, foreign);

    // Assess
    expect(response.status).toBe(401);
  });

  it('refuses an access token where the ID token is expected', async () => {
    // Prepare
    const { tokens } = await aSignedUpUser();

    // Act
    const response = await gql(SELF, {}, tokens.AccessToken);

    // Assess
    expect(response.status).toBe(401);
  });
});

describe('token refresh', () => {
  it('answers GetTokensFromRefreshToken with fresh tokens the API accepts', async () => {
    // Prepare
    const { account, tokens } = await aSignedUpUser();

    // Act
    const response = await getTokensFromRefreshToken(tokens.RefreshToken);

    // Assess
    expect(response.status).toBe(200);
    const refreshed = response.body.AuthenticationResult;
    expect(refreshed).toMatchObject({ TokenType: 'Bearer', ExpiresIn: expect.any(Number) });
    expect(refreshed?.RefreshToken).toBe(tokens.RefreshToken);
    const self = await gql<{ self: { email: string } }>(SELF, {}, refreshed?.IdToken);
    expect(self.data?.self.email).toBe(account.email);
  });

  it('refuses an unknown refresh token', async () => {
    // Act
    const response = await getTokensFromRefreshToken('not-a-refresh-token');

    // Assess
    expect(response.status).toBe(400);
    expect(response.body.__type).toBe('NotAuthorizedException');
  });
});

describe('an organisation id is never taken from arguments', () => {
  it('only SetActiveOrganisation takes an organisation id, and it checks membership (organisations.test.ts)', () => {
    // Prepare
    const schema = buildSchema(
      readFileSync(new URL('../../infra/appsync/aws.graphql', import.meta.url), 'utf8') +
        readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'),
    );
    const looksLikeOrg = (name: string) => /org/i.test(name);
    const inputNames = (type: GraphQLInputType, seen = new Set<string>()): string[] => {
      const named = getNamedType(type);
      if (!isInputObjectType(named) || seen.has(named.name)) return [];
      seen.add(named.name);
      return Object.values(named.getFields()).flatMap((f) => [f.name, ...inputNames(f.type, seen)]);
    };

    // Act
    const found: string[] = [];
    for (const root of [schema.getQueryType(), schema.getMutationType()]) {
      for (const field of Object.values((root as GraphQLObjectType).getFields())) {
        for (const arg of field.args) {
          for (const name of [arg.name, ...inputNames(arg.type)]) {
            if (looksLikeOrg(name) && /id$/i.test(name)) found.push(`${root?.name}.${field.name}(${name})`);
          }
        }
      }
    }

    // Assess
    expect(found).toEqual(['Mutation.SetActiveOrganisation(orgID)']);
  });

  it("reads the caller's organisation from their identity, whatever the request says", async () => {
    // Prepare
    const caller = await aSignedUpUser();
    const other = await aSignedUpUser();

    // Act: extra variables are not arguments; the handler only ever sees the verified identity.
    const response = await gql<{ organisation: { id: string } }>(
      '{ organisation { id } }',
      { orgId: other.orgId, orgID: other.orgId },
      caller.tokens.IdToken,
    );

    // Assess
    expect(response.data?.organisation).toEqual({ id: caller.orgId });
  });
});
