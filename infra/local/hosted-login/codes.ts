import { randomBytes } from 'node:crypto';

/** Cognito's authorization codes are valid for five minutes and can be redeemed once. */
export const CODE_LIFETIME_MS = 5 * 60_000;

/** What an authorization code stands for: the sign-in's tokens, for the client and redirect it was issued to. */
export interface CodeGrant {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  tokens: { AccessToken: string; IdToken: string; RefreshToken: string; ExpiresIn: number };
}

/** The authorization codes issued and not yet redeemed, in memory (a code outlives no restart in five minutes). */
export class AuthorizationCodes {
  private readonly grants = new Map<string, CodeGrant & { expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  issue(grant: CodeGrant): string {
    this.forgetExpired();
    const code = randomBytes(24).toString('base64url');
    this.grants.set(code, { ...grant, expiresAt: this.now() + CODE_LIFETIME_MS });
    return code;
  }

  /** The code's grant, once: the code is gone after this call whether or not the caller accepts the grant. */
  redeem(code: unknown): CodeGrant | undefined {
    if (typeof code !== 'string') return undefined;
    const grant = this.grants.get(code);
    this.grants.delete(code);
    if (!grant || grant.expiresAt <= this.now()) return undefined;
    const { expiresAt: _expiresAt, ...rest } = grant;
    return rest;
  }

  private forgetExpired(): void {
    const now = this.now();
    for (const [code, grant] of this.grants) if (grant.expiresAt <= now) this.grants.delete(code);
  }
}
