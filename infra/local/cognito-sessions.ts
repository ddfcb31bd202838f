import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { decodeJwt, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { NotAuthorizedError } from 'cognito-local/lib/errors.js';

/**
 * Sign-out as Cognito does it, on top of cognito-local (docs/decisions.md, "Logging out ends the session").
 *
 * Cognito's access tokens carry `origin_jti`, the session they came from (the sign-in that issued the refresh
 * token); Amplify's `signOut()` calls `RevokeToken` only when the access token has one. cognito-local's tokens
 * have none and it answers `GlobalSignOut` with "unsupported", so locally a logout left the refresh token working.
 * Here each access token gets its session's `origin_jti` (the refresh token's `jti`); `RevokeToken` and
 * `GlobalSignOut` end sessions; and an access token of an ended session is refused as Cognito refuses it.
 */

export interface AuthenticationResult {
  AccessToken?: string;
  IdToken?: string;
  RefreshToken?: string;
  [key: string]: unknown;
}

/** The `jti` of a token, or undefined when it is not a JWT. */
export function jtiOf(token: string): string | undefined {
  try {
    const { jti } = decodeJwt(token);
    return typeof jti === 'string' ? jti : undefined;
  } catch {
    return undefined;
  }
}

export class LocalSessions {
  /** Sessions ended by RevokeToken or GlobalSignOut, by origin_jti. In memory: access tokens live an hour. */
  private readonly ended = new Set<string>();
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;

  constructor(
    privateKeyPem: string,
    private readonly issuer: string,
  ) {
    this.privateKey = createPrivateKey(privateKeyPem);
    this.publicKey = createPublicKey(this.privateKey);
  }

  /**
   * The result with its access token stamped with the session it belongs to: the refresh token's `jti`, the new
   * one on sign-in, the presented one on refresh.
   */
  async stamp<T extends { AuthenticationResult?: AuthenticationResult }>(
    result: T,
    presentedRefreshToken?: string,
  ): Promise<T> {
    const tokens = result.AuthenticationResult;
    const refreshToken = tokens?.RefreshToken ?? presentedRefreshToken;
    const origin = refreshToken && jtiOf(refreshToken);
    if (!tokens?.AccessToken || !origin) return result;
    const claims = decodeJwt(tokens.AccessToken);
    const accessToken = await new SignJWT({ ...claims, origin_jti: origin })
      .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal', typ: 'JWT' })
      .sign(this.privateKey);
    return { ...result, AuthenticationResult: { ...tokens, AccessToken: accessToken } };
  }

  /** Ends the sessions of these refresh tokens (RevokeToken: one; GlobalSignOut: all of the user's). */
  end(refreshTokens: string[]): void {
    for (const token of refreshTokens) {
      const origin = jtiOf(token);
      if (origin) this.ended.add(origin);
    }
  }

  /** Ends a session by its origin_jti (the access token's own, for GlobalSignOut). */
  endOrigin(origin: string): void {
    this.ended.add(origin);
  }

  /** Whether this refresh token's session was ended (for Cognito's "Refresh Token has been revoked"). */
  isEnded(refreshToken: string): boolean {
    const origin = jtiOf(refreshToken);
    return !!origin && this.ended.has(origin);
  }

  /**
   * The claims of a valid access token of a live session. Throws NotAuthorizedException with Cognito's messages
   * otherwise, as the user APIs authorised by an access token do.
   */
  async verifyAccessToken(token: unknown): Promise<JWTPayload & { username: string }> {
    if (typeof token !== 'string') throw new NotAuthorizedError('Invalid Access Token');
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.publicKey, { issuer: this.issuer, algorithms: ['RS256'] }));
    } catch {
      throw new NotAuthorizedError('Invalid Access Token');
    }
    if (payload.token_use !== 'access' || typeof payload.username !== 'string') {
      throw new NotAuthorizedError('Invalid Access Token');
    }
    if (typeof payload.origin_jti === 'string' && this.ended.has(payload.origin_jti)) {
      throw new NotAuthorizedError('Access Token has been revoked');
    }
    return payload as JWTPayload & { username: string };
  }
}
