import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { TEST_BILLING_WEBHOOK_SECRET } from './test/fixtures/billing.ts';

/** The local stack for the end-to-end journeys: one port, in-memory data, a throw-away data folder. */
const port = Number(process.env.E2E_PORT ?? 3100);
// In the environment, so the workers (which load this file again) share it: `npm run ops` finds the stack there.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'ripple-e2e-')));

/**
 * `E2E_SPECS=session` runs only the session journey, which starts a stack of its own with short-lived tokens and
 * mostly waits for them to expire; `E2E_SPECS=others` runs the rest. `npm test` runs the two side by side.
 */
const specs = process.env.E2E_SPECS;
if (specs !== undefined && specs !== 'session' && specs !== 'others') {
  throw new Error(`E2E_SPECS is "session", "others" or unset, not "${specs}"`);
}
const SESSION_SPEC = '**/session.spec.ts';

export default defineConfig({
  testDir: 'test/e2e',
  ...(specs === 'session' ? { testMatch: SESSION_SPEC } : {}),
  ...(specs === 'others' ? { testIgnore: SESSION_SPEC } : {}),
  // Apart, because Playwright empties its output folder when it starts.
  outputDir: specs ? `test-results/e2e-${specs}` : 'test-results/e2e',
  // Two workers share the stack: each journey signs its own people and organisation up (steps.ts `runId`), and a
  // browser mostly waits on the page, so the second worker uses the core the first leaves idle. A spec file's
  // tests stay in order in one worker.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://app.localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser. Playwright gives every launch a fresh,
      // temporary --user-data-dir of its own (it refuses one passed in args).
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer:
    specs === 'session'
      ? undefined
      : {
          command: 'npx tsx infra/local/start.ts',
          url: `http://127.0.0.1:${port}/config.json`,
          // The webhook secret lets a journey make an organisation a patron with a signed test payload.
          env: {
            PORT: String(port),
            RIPPLE_IN_MEMORY: '1',
            DATA_DIR: dataDir,
            BILLING_WEBHOOK_SECRET: TEST_BILLING_WEBHOOK_SECRET,
          },
          reuseExistingServer: false,
          timeout: 120_000,
          stdout: 'pipe',
          stderr: 'pipe',
          gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
        },
});
