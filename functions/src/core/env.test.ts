import { afterEach, describe, expect, it, vi } from 'vitest';

describe('env', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('parses a group at first use and names every missing variable', async () => {
    // Prepare
    vi.stubEnv('AWS_REGION', '');
    vi.stubEnv('TABLE_NAME', '');
    const { tableEnv } = await import('./env.ts');
    // Act
    const read = () => tableEnv();
    // Assess
    expect(read).toThrow(/AWS_REGION.*TABLE_NAME/);
  });

  it('returns the parsed values once they are set', async () => {
    // Prepare
    vi.stubEnv('AWS_REGION', 'eu-west-2');
    vi.stubEnv('TABLE_NAME', 'ripple-test');
    const { tableEnv } = await import('./env.ts');
    // Act
    const env = tableEnv();
    // Assess
    expect(env).toEqual({ AWS_REGION: 'eu-west-2', TABLE_NAME: 'ripple-test' });
  });

  it('requires one of the two link-token key sources', async () => {
    // Prepare
    vi.stubEnv('AWS_REGION', 'eu-west-2');
    vi.stubEnv('LINK_TOKEN_SECRET_ARN', '');
    vi.stubEnv('LINK_TOKEN_PRIVATE_JWK', '');
    const { linkTokenEnv } = await import('./env.ts');
    // Act
    const read = () => linkTokenEnv();
    // Assess
    expect(read).toThrow(/LINK_TOKEN_SECRET_ARN or LINK_TOKEN_PRIVATE_JWK/);
  });
});
