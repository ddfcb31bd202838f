import { createPrivateKey, createPublicKey } from 'node:crypto';
import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { cognitoPrivateKeyPem } from './cognito.ts';
import { LocalSessions } from './cognito-sessions.ts';

const ISSUER = 'http://localhost/cognito/eu-west-2_Rpl0cal01';
const privateKey = createPrivateKey(cognitoPrivateKeyPem());

/** A token as cognito-local signs them: RS256 with its key, our issuer, an hour's life. */
function signed(claims: Record<string, unknown>, issuer = ISSUER): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);
}

const accessClaims = {
  token_use: 'access',
  username: 'user@example.org',
  client_id: 'client',
  jti: 'access-1',
};

async function aSignIn(sessions: LocalSessions, refreshJti = 'refresh-1') {
  const refreshToken = await signed({ jti: refreshJti, 'cognito:username': 'user@example.org' });
  const { AuthenticationResult } = await sessions.stamp({
    AuthenticationResult: {
      AccessToken: await signed(accessClaims),
      IdToken: 'id',
      RefreshToken: refreshToken,
    },
  });
  return { refreshToken, accessToken: AuthenticationResult!.AccessToken! };
}

describe('LocalSessions', () => {
  it("stamps a sign-in's access token with its refresh token's jti, still signed by cognito-local's key", async () => {
    // Prepare
    const sessions = new LocalSessions(cognitoPrivateKeyPem(), ISSUER);

    // Act
    const { accessToken } = await aSignIn(sessions);

    // Assess
    const { payload } = await jwtVerify(accessToken, createPublicKey(privateKey), { issuer: ISSUER });
    expect(payload).toMatchObject({ ...accessClaims, origin_jti: 'refresh-1' });
  });

  it("stamps a refresh's access token with the presented refresh token's jti", async () => {
    // Prepare
    const sessions = new LocalSessions(cognitoPrivateKeyPem(), ISSUER);
    const presented = await signed({ jti: 'refresh-7' });

    // Act
    const result = await sessions.stamp(
      { AuthenticationResult: { AccessToken: await signed(accessClaims) } },
      presented,
    );

    // Assess
    expect(decodeJwt(result.AuthenticationResult!.AccessToken!).origin_jti).toBe('refresh-7');
  });

  it('accepts the access token of a live session, and refuses it once the session is revoked', async () => {
    // Prepare
    const sessions = new LocalSessions(cognitoPrivateKeyPem(), ISSUER);
    const { accessToken, refreshToken } = await aSignIn(sessions);
    const other = await aSignIn(sessions, 'refresh-2');
    const before = await sessions.verifyAccessToken(accessToken);

    // Act
    sessions.end([refreshToken]);

    // Assess
    expect(before.username).toBe('user@example.org');
    await expect(sessions.verifyAccessToken(accessToken)).rejects.toThrow('Access Token has been revoked');
    expect(sessions.isEnded(refreshToken)).toBe(true);
    await expect(sessions.verifyAccessToken(other.accessToken)).resolves.toMatchObject({
      origin_jti: 'refresh-2',
    });
  });

  it.each([
    ['not a token', async () => 'not-a-token'],
    ['an ID token', () => signed({ ...accessClaims, token_use: 'id' })],
    ['another issuer', () => signed(accessClaims, 'https://cognito-idp.eu-west-2.amazonaws.com/other')],
  ])('refuses %s as an access token', async (_, token) => {
    // Prepare
    const sessions = new LocalSessions(cognitoPrivateKeyPem(), ISSUER);

    // Act
    const verifying = sessions.verifyAccessToken(await token());

    // Assess
    await expect(verifying).rejects.toMatchObject({
      code: 'NotAuthorizedException',
      message: 'Invalid Access Token',
    });
  });
});
