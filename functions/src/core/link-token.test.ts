import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import {
  LINK_TOKEN_LIFETIME_SECONDS,
  linkTokenExpiry,
  signLinkToken,
  verifyLinkToken,
} from './link-token.ts';
import { LINK_TOKEN_PREFIX } from './link-token-format.ts';

const claims = {
  orgId: 'org-1',
  beneficiaryId: 'ben-1',
  sequence: ['record-1', 'https://example.org/after'],
  jti: 'jti-1',
  expiresAt: new Date(Date.now() + 3_600_000),
};

describe('link tokens', () => {
  beforeAll(async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    vi.stubEnv('AWS_REGION', 'eu-west-2');
    vi.stubEnv('LINK_TOKEN_PRIVATE_JWK', JSON.stringify(await exportJWK(privateKey)));
  });

  it('signs a prefixed token that verifies back to the same claims', async () => {
    // Prepare
    const token = await signLinkToken(claims);
    // Act
    const verified = await verifyLinkToken(token);
    // Assess
    expect(token.startsWith(LINK_TOKEN_PREFIX)).toBe(true);
    expect(token.split('.')).toHaveLength(4);
    expect(verified).toEqual({
      ...claims,
      expiresAt: new Date(Math.floor(claims.expiresAt.getTime() / 1000) * 1000),
    });
  });

  it('refuses an expired token', async () => {
    // Prepare
    const token = await signLinkToken({ ...claims, expiresAt: new Date(Date.now() - 120_000) });
    // Act
    const verify = verifyLinkToken(token);
    // Assess
    await expect(verify).rejects.toMatchObject({ code: 'auth.unauthenticated' });
  });

  it('refuses the same token without its prefix', async () => {
    // Prepare
    const bare = (await signLinkToken(claims)).slice(LINK_TOKEN_PREFIX.length);
    // Act
    const verify = verifyLinkToken(bare);
    // Assess
    await expect(verify).rejects.toMatchObject({ code: 'auth.unauthenticated' });
  });

  it('refuses a tampered token', async () => {
    // Prepare
    const [, header, , signature] = (await signLinkToken(claims)).split('.');
    const payload = Buffer.from(JSON.stringify({ org: 'other-org' })).toString('base64url');
    // Act
    const verify = verifyLinkToken(`${LINK_TOKEN_PREFIX}${header}.${payload}.${signature}`);
    // Assess
    await expect(verify).rejects.toMatchObject({ code: 'auth.unauthenticated' });
  });

  it('refuses a token signed with another key', async () => {
    // Prepare
    const { privateKey } = await generateKeyPair('ES256');
    const token = await new SignJWT({ org: 'org-1', beneficiary: true, sequence: [] })
      .setProtectedHeader({ alg: 'ES256' })
      .setIssuer('ripple')
      .setAudience('ripple-link')
      .setSubject('ben-1')
      .setJti('jti-2')
      .setExpirationTime('1h')
      .sign(privateKey);
    // Act
    const verify = verifyLinkToken(`${LINK_TOKEN_PREFIX}${token}`);
    // Assess
    await expect(verify).rejects.toMatchObject({ code: 'auth.unauthenticated' });
  });
});

describe('linkTokenExpiry', () => {
  const now = new Date('2026-01-10T12:00:00.000Z');

  it('ends a token 2 hours after it is minted when the link lives longer', () => {
    // Act
    const expiry = linkTokenExpiry(new Date('2026-04-20T12:00:00.000Z'), now);
    // Assess
    expect(expiry).toEqual(new Date('2026-01-10T14:00:00.000Z'));
    expect(LINK_TOKEN_LIFETIME_SECONDS).toBe(7200);
  });

  it('ends a token with its link when the link ends sooner', () => {
    // Prepare
    const linkEnd = new Date('2026-01-10T12:30:00.000Z');
    // Act
    const expiry = linkTokenExpiry(linkEnd, now);
    // Assess
    expect(expiry).toEqual(linkEnd);
  });
});
