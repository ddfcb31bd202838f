import { NotAuthorizedError } from 'cognito-local/lib/errors.js';
import { describe, expect, it, vi } from 'vitest';
import {
  getTokensFromRefreshToken,
  isGetTokensFromRefreshToken,
  type InitiateAuth,
} from './cognito-refresh.ts';

describe('isGetTokensFromRefreshToken', () => {
  it('recognises the Amplify v6 refresh target and nothing else', () => {
    // Act
    const results = [
      'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken',
      'AWSCognitoIdentityProviderService.InitiateAuth',
      undefined,
      ['AWSCognitoIdentityProviderService.GetTokensFromRefreshToken'],
    ].map(isGetTokensFromRefreshToken);

    // Assess
    expect(results).toEqual([true, false, false, false]);
  });
});

describe('getTokensFromRefreshToken', () => {
  it('answers through REFRESH_TOKEN_AUTH and reshapes the result as Cognito does', async () => {
    // Prepare
    const initiateAuth = vi.fn<InitiateAuth>().mockResolvedValue({
      AuthenticationResult: { AccessToken: 'access', IdToken: 'id' },
    });

    // Act
    const result = await getTokensFromRefreshToken(
      { RefreshToken: 'refresh', ClientId: 'client' },
      initiateAuth,
      600,
    );

    // Assess
    expect(initiateAuth).toHaveBeenCalledWith({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: 'client',
      AuthParameters: { REFRESH_TOKEN: 'refresh' },
    });
    expect(result).toEqual({
      AuthenticationResult: {
        AccessToken: 'access',
        IdToken: 'id',
        ExpiresIn: 600,
        TokenType: 'Bearer',
        RefreshToken: 'refresh',
      },
    });
  });

  it('keeps a rotated refresh token and the expiry when cognito-local gives them', async () => {
    // Prepare
    const initiateAuth: InitiateAuth = async () => ({
      AuthenticationResult: { AccessToken: 'a', IdToken: 'i', RefreshToken: 'rotated', ExpiresIn: 60 },
    });

    // Act
    const { AuthenticationResult } = await getTokensFromRefreshToken(
      { RefreshToken: 'r', ClientId: 'c' },
      initiateAuth,
      600,
    );

    // Assess
    expect(AuthenticationResult).toMatchObject({ RefreshToken: 'rotated', ExpiresIn: 60 });
  });

  it('refuses a request without a refresh token, and passes Cognito errors through', async () => {
    // Prepare
    const refused = new Error('NotAuthorized');
    const initiateAuth: InitiateAuth = () => Promise.reject(refused);

    // Act
    const missing = getTokensFromRefreshToken({ ClientId: 'c' }, initiateAuth, 600);
    const unknown = getTokensFromRefreshToken({ RefreshToken: 'r', ClientId: 'c' }, initiateAuth, 600);

    // Assess
    await expect(missing).rejects.toThrow('RefreshToken and ClientId are required');
    await expect(unknown).rejects.toBe(refused);
  });

  it("passes on Cognito's refusal of a revoked refresh token, so a refresh after logout fails", async () => {
    // Prepare
    const initiateAuth = vi
      .fn<InitiateAuth>()
      .mockRejectedValue(new NotAuthorizedError('Refresh Token has been revoked'));

    // Act
    const refreshing = getTokensFromRefreshToken(
      { RefreshToken: 'revoked', ClientId: 'client' },
      initiateAuth,
      600,
    );

    // Assess
    await expect(refreshing).rejects.toMatchObject({
      code: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
  });
});
