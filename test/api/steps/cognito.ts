import { inject } from 'vitest';

export interface Tokens {
  IdToken: string;
  AccessToken: string;
  RefreshToken: string;
  ExpiresIn?: number;
  TokenType?: string;
}

export interface CognitoResponse<T> {
  status: number;
  body: T & { __type?: string; message?: string };
}

/** Calls the local Cognito at `/cognito` with the same JSON protocol as the SDK and Amplify. */
export async function cognitoCall<T>(target: string, payload: unknown): Promise<CognitoResponse<T>> {
  const response = await fetch(`${inject('apiUrl')}/cognito/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(payload),
  });
  return { status: response.status, body: (await response.json()) as CognitoResponse<T>['body'] };
}

/** USER_PASSWORD_AUTH, as the SPA signs in locally. */
export function logIn(email: string, password: string) {
  return cognitoCall<{ AuthenticationResult?: Tokens }>('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: inject('userPoolClientId'),
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
}

export async function logInTokens(email: string, password: string): Promise<Tokens> {
  const { status, body } = await logIn(email, password);
  if (!body.AuthenticationResult) throw new Error(`log in failed (${status}): ${JSON.stringify(body)}`);
  return body.AuthenticationResult;
}

/** What Amplify v6 sends to refresh. */
export function getTokensFromRefreshToken(refreshToken: string) {
  return cognitoCall<{ AuthenticationResult?: Tokens }>('GetTokensFromRefreshToken', {
    ClientId: inject('userPoolClientId'),
    RefreshToken: refreshToken,
  });
}
