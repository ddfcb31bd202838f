import { describe, expect, it } from 'vitest';
import { AuthorizationCodes, CODE_LIFETIME_MS, type CodeGrant } from './codes.ts';

const grant: CodeGrant = {
  clientId: 'client',
  redirectUri: 'http://app.localhost:3000/login',
  codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  tokens: { AccessToken: 'a', IdToken: 'i', RefreshToken: 'r', ExpiresIn: 3600 },
};

describe('authorization codes', () => {
  it('are redeemed once', () => {
    const codes = new AuthorizationCodes();
    const code = codes.issue(grant);
    expect(codes.redeem(code)).toEqual(grant);
    expect(codes.redeem(code)).toBeUndefined();
  });

  it('expire after five minutes', () => {
    let now = 1_000;
    const codes = new AuthorizationCodes(() => now);
    const late = codes.issue(grant);
    const inTime = codes.issue(grant);
    now += CODE_LIFETIME_MS - 1;
    expect(codes.redeem(inTime)).toEqual(grant);
    now += 1;
    expect(codes.redeem(late)).toBeUndefined();
  });

  it('are unguessable and distinct', () => {
    const codes = new AuthorizationCodes();
    const issued = new Set(Array.from({ length: 50 }, () => codes.issue(grant)));
    expect(issued.size).toBe(50);
    for (const code of issued) expect(code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(codes.redeem('made-up')).toBeUndefined();
  });
});
