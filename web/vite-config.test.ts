import type { Alias } from 'vite';
import { describe, expect, it } from 'vitest';
import config from './vite.config.ts';

/** What the whole app resolves `id` to for `command`: the first alias that matches, as @rollup/plugin-alias takes it. */
async function resolvedAlias(id: string, command: 'build' | 'serve'): Promise<string | undefined> {
  const resolved = await config({ command, mode: 'production', isSsrBuild: false, isPreview: false });
  const aliases = resolved.resolve?.alias as Alias[];
  const alias = aliases.find(({ find }) => (typeof find === 'string' ? find === id : find.test(id)));
  return alias?.replacement;
}

describe('the whole app’s build', () => {
  it('takes react-router from its own router, not from React Router', async () => {
    expect(await resolvedAlias('react-router', 'build')).toMatch(/src\/lib\/light-router\/app\.ts$/);
  });

  it('leaves React Router to the dev server, and react-router’s other entries alone', async () => {
    expect(await resolvedAlias('react-router', 'serve')).toBeUndefined();
    expect(await resolvedAlias('react-router/dom', 'build')).toBeUndefined();
  });
});
