import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { DEMO, startLocalStack, type StartedStack } from './local-stack.ts';
import { logIn } from './steps.ts';

// Tokens live 2 minutes on this stack, so the session rules of spec 01 §4 play out in real time.
const PORT = Number(process.env.E2E_SESSION_PORT ?? 3101);
let stack: StartedStack;
/** Cognito: its API (`/cognito`) and the hosted login's token endpoint, where the SPA renews the session. */
const isCognito = (url: URL) => url.pathname.startsWith('/cognito') || url.pathname === '/oauth2/token';

/** The scripts of Amplify in the build (`aws-amplify` and `aws-amplify/auth` with what they import). */
function amplifyScripts(): string[] {
  type Chunk = { file: string; imports?: string[] };
  const manifest = JSON.parse(
    readFileSync(new URL('../../web/dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, Chunk>;
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(add);
  };
  Object.keys(manifest)
    .filter((key) => key.includes('node_modules/aws-amplify/'))
    .forEach(add);
  return [...files];
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  stack = await startLocalStack(PORT, { RIPPLE_TOKEN_MINUTES: '2' });
});

test.afterAll(async () => {
  await stack?.stop();
});

test('the session is renewed near expiry, counts down when renewal fails, and recovers', async ({ page }) => {
  test.setTimeout(300_000);
  // Prepare: log in on the short-token stack
  await page.goto(`${stack.origin}/login`);
  await logIn(page, DEMO);
  // The first sign-in on a stack just started, while `npm test` runs the other journeys beside it on the same two
  // cores, once took over the default 15 s; this test is about what follows.
  await expect(page.getByRole('heading', { name: `Welcome, ${DEMO.name}` })).toBeVisible({ timeout: 30_000 });
  const notifications = page.getByRole('region', { name: 'Notifications' });

  // Assess: with 2 minutes left the first check renews the token, and says so for 2 seconds
  await expect(notifications).toHaveText('Successfully refreshed your session', { timeout: 30_000 });
  await expect(notifications).toHaveText('', { timeout: 5_000 });

  // Act: the authentication service becomes unreachable
  await page.route(isCognito, (route) => route.abort('internetdisconnected'));

  // Assess: at 60 seconds or less, a persistent countdown with a Log in button
  const countdown = notifications.getByText(
    /^Your session will expire in \d+ seconds, you will need to log in again$/,
  );
  await expect(countdown).toBeVisible({ timeout: 100_000 });
  await expect(notifications.getByRole('button', { name: 'Log in' })).toBeVisible();
  const first = Number(/\d+/.exec((await countdown.textContent()) ?? '')?.[0]);
  expect(first).toBeLessThanOrEqual(60);
  await page.waitForTimeout(2_100);
  const later = Number(/\d+/.exec((await countdown.textContent()) ?? '')?.[0]);
  expect(later).toBeLessThan(first);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: 'test-results/screenshots/session-countdown-phone.png' });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Act: the service comes back
  await page.unroute(isCognito);

  // Assess: a retry (every 20 seconds near expiry) renews the session
  await expect(notifications).toHaveText('Successfully refreshed your session', { timeout: 30_000 });
  await expect(notifications).toHaveText('', { timeout: 5_000 });
  await expect(page.getByRole('heading', { name: `Welcome, ${DEMO.name}` })).toBeVisible();
});

/** Whether a built script carries zod's core (its classes keep their names, `$ZodType` among them, when minified). */
const carriesZod = (script: string) =>
  script.endsWith('.js') &&
  readFileSync(new URL(`../../web/dist/${script}`, import.meta.url), 'utf8').includes('$ZodType');

test("a signed-in member's first visit renews the session without downloading Amplify or zod", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Prepare: signed in, then a new browser context with those tokens and nothing cached
  await page.goto(`${stack.origin}/login`);
  await logIn(page, DEMO);
  await expect(page.getByRole('heading', { name: `Welcome, ${DEMO.name}` })).toBeVisible({ timeout: 30_000 });
  const context = await browser.newContext({ storageState: await page.context().storageState() });
  const visit = await context.newPage();
  const scripts: string[] = [];
  visit.on('request', (request) => scripts.push(new URL(request.url()).pathname.slice(1)));
  const refresh = visit.waitForRequest(
    (request) =>
      isCognito(new URL(request.url())) && /grant_type=refresh_token/.test(request.postData() ?? ''),
  );
  // Act
  await visit.goto(`${stack.origin}/`);
  // Assess: home shows, the token is renewed on start (spec 01 §4), and neither Amplify nor zod was fetched
  await expect(visit.getByRole('heading', { name: `Welcome, ${DEMO.name}` })).toBeVisible({
    timeout: 30_000,
  });
  await refresh;
  const amplify = amplifyScripts();
  expect(amplify.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => amplify.includes(script))).toEqual([]);
  expect(scripts.filter((script) => script.startsWith('assets/') && carriesZod(script))).toEqual([]);
  await context.close();
});
