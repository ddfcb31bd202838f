import type { Alias } from 'vite';
import { describe, expect, it } from 'vitest';
import lightConfig from './vite.light.config.ts';

/** What the light build resolves `id` to: the first alias that matches, as @rollup/plugin-alias takes it. */
async function resolvedAlias(id: string): Promise<string | undefined> {
  const config = await lightConfig({
    command: 'build',
    mode: 'production',
    isSsrBuild: false,
    isPreview: false,
  });
  const aliases = config.resolve?.alias as Alias[];
  const alias = aliases.find(({ find }) => (typeof find === 'string' ? find === id : find.test(id)));
  return alias?.replacement;
}

describe('the light build', () => {
  it('takes react-router from its own small router, not from React Router', async () => {
    expect(await resolvedAlias('react-router')).toMatch(/src\/lib\/light-router\/index\.ts$/);
  });

  it('runs on Preact', async () => {
    expect(await resolvedAlias('react')).toBe('preact/compat');
    expect(await resolvedAlias('react-dom/client')).toBe('preact/compat/client');
  });
});
