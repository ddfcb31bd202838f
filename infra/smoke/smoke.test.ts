import { exportJWK, generateKeyPair } from 'jose';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signLinkToken } from '../../functions/src/core/link-token.ts';
import { firstRecordOf } from './smoke.ts';

describe('firstRecordOf', () => {
  beforeAll(async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    vi.stubEnv('AWS_REGION', 'eu-west-2');
    vi.stubEnv('LINK_TOKEN_PRIVATE_JWK', JSON.stringify(await exportJWK(privateKey)));
  });

  it('reads the first record of a link token as the API signs it, behind its ripple-link. prefix', async () => {
    // Prepare
    const token = await signLinkToken({
      orgId: 'org-1',
      beneficiaryId: 'ben-1',
      sequence: ['record-1', 'https://example.org/after'],
      jti: 'jti-1',
      expiresAt: new Date(Date.now() + 600_000),
    });
    // Act
    const record = firstRecordOf(token);
    // Assess
    expect(token.startsWith('ripple-link.')).toBe(true);
    expect(record).toBe('record-1');
  });
});
