import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const webSrc = fileURLToPath(new URL('./web/src', import.meta.url));

// Vitest's default for `run` is one worker fewer than the cores, which is a single worker on the two-core CI machine:
// the main process mostly waits, so the files that need no local stack use every core.
const maxWorkers = availableParallelism();

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          maxWorkers,
          include: [
            'functions/**/*.test.ts',
            'infra/**/*.test.ts',
            'scripts/**/*.test.ts',
            'test/bench/**/*.test.ts',
            'web/*.test.ts',
          ],
        },
      },
      {
        plugins: [react()],
        resolve: { alias: { '@': webSrc } },
        test: {
          name: 'web',
          environment: 'jsdom',
          // Worker threads start a jsdom file faster than forked processes (about a sixth off the run).
          pool: 'threads',
          maxWorkers,
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/testing/setup-tests.ts'],
        },
      },
      {
        test: {
          name: 'infra',
          environment: 'node',
          maxWorkers,
          include: ['test/infra/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['test/api/**/*.test.ts'],
          globalSetup: ['test/api/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'security',
          environment: 'node',
          include: ['test/security/**/*.test.ts'],
          globalSetup: ['test/api/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
