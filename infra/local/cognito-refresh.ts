/**
 * Amplify v6 refreshes with `GetTokensFromRefreshToken`, which cognito-local does not implement. This answers
 * it through cognito-local's `InitiateAuth` with `REFRESH_TOKEN_AUTH` and reshapes the result like Cognito.
 */

export interface InitiateAuthResult {
  AuthenticationResult?: {
    AccessToken?: string;
    IdToken?: string;
    RefreshToken?: string;
    ExpiresIn?: number;
    TokenType?: string;
  };
}

export type InitiateAuth = (request: {
  AuthFlow: 'REFRESH_TOKEN_AUTH';
  ClientId: string;
  AuthParameters: { REFRESH_TOKEN: string };
}) => Promise<InitiateAuthResult>;

export interface GetTokensFromRefreshTokenResult {
  AuthenticationResult: {
    AccessToken: string;
    IdToken: string;
    ExpiresIn: number;
    TokenType: 'Bearer';
    RefreshToken: string;
  };
}

export function isGetTokensFromRefreshToken(target: string | string[] | undefined): boolean {
  return typeof target === 'string' && target.split('.')[1] === 'GetTokensFromRefreshToken';
}

export async function getTokensFromRefreshToken(
  body: unknown,
  initiateAuth: InitiateAuth,
  expiresInSeconds: number,
): Promise<GetTokensFromRefreshTokenResult> {
  const { RefreshToken, ClientId } = (body ?? {}) as { RefreshToken?: unknown; ClientId?: unknown };
  if (typeof RefreshToken !== 'string' || typeof ClientId !== 'string') {
    throw new Error('RefreshToken and ClientId are required');
  }
  const result = await initiateAuth({
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    ClientId,
    AuthParameters: { REFRESH_TOKEN: RefreshToken },
  });
  const tokens = result.AuthenticationResult;
  if (!tokens?.AccessToken || !tokens.IdToken) throw new Error('Refresh returned no tokens');
  return {
    AuthenticationResult: {
      AccessToken: tokens.AccessToken,
      IdToken: tokens.IdToken,
      ExpiresIn: tokens.ExpiresIn ?? expiresInSeconds,
      TokenType: 'Bearer',
      // Without rotation Cognito keeps the refresh token valid; hand the same one back so the client keeps it.
      RefreshToken: tokens.RefreshToken ?? RefreshToken,
    },
  };
}
