import { readFileSync } from 'node:fs';
import type { GraphQLObjectType } from 'graphql';
import { buildSchema, getNamedType, isInputObjectType, type GraphQLInputType } from 'graphql';
import { decodeJwt } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { cognitoCall, getTokensFromRefreshToken, logInTokens } from './steps/cognito.ts';
import { errorTypeOf, gql } from './steps/graphql.ts';
import { codeOf, exchange, signInOnHostedPage } from './steps/hosted-login.ts';
import { aSignedUpUser } from './steps/sign-up.ts';
import { expiredIdToken, foreignIdToken, tamper } from './steps/tokens.ts';

const SELF = '{ self { id email } }';

describe('authentication', () => {
  it('refuses a wrong password on the hosted login the app signs in with: no code, so no token for the API', async () => {
    // Prepare
    const { account } = await aSignedUpUser();

    // Act
    const wrong = await signInOnHostedPage({ ...account, password: `${account.password}-wrong` });
    const right = await signInOnHostedPage(account);

    // Assess: the same steps with the right password end in tokens the API accepts, so the password is the reason
    expect(wrong.redirect.status).toBe(200);
    expect(wrong.redirect.body).toContain('Failed to login');
    expect(codeOf(wrong.redirect)).toMatchObject({ code: undefined, error: undefined });
    const { code } = codeOf(right.redirect);
    expect(code).toEqual(expect.any(String));
    const tokens = await exchange({
      grant_type: 'authorization_code',
      client_id: right.params.client_id!,
      code: code!,
      redirect_uri: right.params.redirect_uri!,
      code_verifier: right.verifier,
    });
    const self = await gql<{ self: { email: string } }>(SELF, {}, String(tokens.json.id_token));
    expect(self.data?.self.email).toBe(account.email);
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

describe('logging out', () => {
  const refreshByInitiateAuth = (refreshToken: string) =>
    cognitoCall('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: inject('userPoolClientId'),
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    });

  it('marks access tokens revocable, so that Amplify signOut() revokes the refresh token', async () => {
    // Prepare
    const { tokens } = await aSignedUpUser();

    // Act
    const refreshed = await getTokensFromRefreshToken(tokens.RefreshToken);

    // Assess
    const origin = decodeJwt(tokens.AccessToken).origin_jti;
    expect(origin).toEqual(expect.any(String));
    expect(decodeJwt(refreshed.body.AuthenticationResult!.AccessToken).origin_jti).toBe(origin);
  });

  it('RevokeToken ends the session: refresh and its access tokens are refused, other sessions go on', async () => {
    // Prepare
    const { account, tokens } = await aSignedUpUser();
    const otherDevice = await logInTokens(account.email, account.password);

    // Act
    const revoke = await cognitoCall('RevokeToken', {
      ClientId: inject('userPoolClientId'),
      Token: tokens.RefreshToken,
    });

    // Assess
    expect(revoke).toEqual({ status: 200, body: {} });
    for (const refresh of [
      await getTokensFromRefreshToken(tokens.RefreshToken),
      await refreshByInitiateAuth(tokens.RefreshToken),
    ]) {
      expect(refresh.status).toBe(400);
      expect(refresh.body).toMatchObject({
        __type: 'NotAuthorizedException',
        message: 'Refresh Token has been revoked',
      });
    }
    const getUser = await cognitoCall('GetUser', { AccessToken: tokens.AccessToken });
    expect(getUser.body).toMatchObject({
      __type: 'NotAuthorizedException',
      message: 'Access Token has been revoked',
    });
    expect((await getTokensFromRefreshToken(otherDevice.RefreshToken)).status).toBe(200);
    expect((await cognitoCall('GetUser', { AccessToken: otherDevice.AccessToken })).status).toBe(200);
  });

  it('GlobalSignOut ends every session of the user (it answered HTTP 500 before)', async () => {
    // Prepare
    const { account, tokens } = await aSignedUpUser();
    const otherDevice = await logInTokens(account.email, account.password);

    // Act
    const signOut = await cognitoCall('GlobalSignOut', { AccessToken: tokens.AccessToken });

    // Assess
    expect(signOut).toEqual({ status: 200, body: {} });
    for (const refreshToken of [tokens.RefreshToken, otherDevice.RefreshToken]) {
      const refresh = await getTokensFromRefreshToken(refreshToken);
      expect(refresh.status).toBe(400);
      expect(refresh.body.__type).toBe('NotAuthorizedException');
    }
    for (const accessToken of [tokens.AccessToken, otherDevice.AccessToken]) {
      const getUser = await cognitoCall('GetUser', { AccessToken: accessToken });
      expect(getUser.body.message).toBe('Access Token has been revoked');
    }
    // Signing in again starts a new session.
    const again = await logInTokens(account.email, account.password);
    expect((await getTokensFromRefreshToken(again.RefreshToken)).status).toBe(200);
  });

  it('refuses GlobalSignOut without a valid access token and signs nobody out', async () => {
    // Prepare
    const { tokens } = await aSignedUpUser();

    // Act
    const signOut = await cognitoCall('GlobalSignOut', { AccessToken: tamper(tokens.AccessToken) });

    // Assess
    expect(signOut.status).toBe(400);
    expect(signOut.body.__type).toBe('NotAuthorizedException');
    expect((await getTokensFromRefreshToken(tokens.RefreshToken)).status).toBe(200);
  });
});

describe('an organisation id is never taken from arguments', () => {
  it('only SetActiveOrganisation (membership checked, organisations.test.ts) and the operator fields (operator checked, ops.test.ts) take an organisation id', () => {
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

    // Assess: operators act across organisations by design (docs/decisions.md, "Operators")
    expect(found.filter((field) => !/\.ops[A-Z]/.test(field))).toEqual([
      'Mutation.SetActiveOrganisation(orgID)',
    ]);
    expect(found.filter((field) => /\.ops[A-Z]/.test(field))).toEqual([
      'Query.opsAudit(orgId)',
      'Mutation.opsSetPlugin(orgId)',
      'Mutation.opsSetPatron(orgId)',
      'Mutation.opsSuspend(orgId)',
      'Mutation.opsRestore(orgId)',
    ]);
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
