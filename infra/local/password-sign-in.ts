/** The result of a password sign-in: the HTTP status, and the ID token when it succeeded. */
export type PasswordSignIn = { status: number; idToken?: string };

/**
 * Signs in to the local stack's Cognito (served under `/cognito/`) with USER_PASSWORD_AUTH, the flow
 * cognito-local supports; for the demo seeding, tests and benchmarks, not for the web app (which bridges SRP).
 */
export async function passwordSignIn(
  url: string,
  clientId: string,
  email: string,
  password: string,
): Promise<PasswordSignIn> {
  const response = await fetch(`${url}/cognito/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
  const body = (await response.json()) as { AuthenticationResult?: { IdToken?: string } };
  return { status: response.status, idToken: body.AuthenticationResult?.IdToken };
}
