// Lighthouse mobile performance (issue 35) of two staff pages a signed-in member opens first: home and a report,
// median of 3. `npm run bench -- --only=staff`; BENCH_PORT runs the stack on that port instead of a free one.
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import { gql } from './bench-session.ts';
import { CHROMIUM_FLAGS, median, performanceScore } from './lighthouse.ts';
import { startStackProcess } from './stack-process.ts';
import { DEFAULT_DEMO } from '../../infra/local/demo.ts';
import { passwordSignIn } from '../../infra/local/password-sign-in.ts';

const RUNS = 3;
const SIGN_IN_TIMEOUT_MS = 60_000;

/**
 * Signs the browser in as the demo user the local stack seeds (its questionnaire and records give the report
 * something to draw), through the hosted login as a person does. Lighthouse clears the cache before each run
 * but not local storage or cookies (its default `clearStorageTypes`), so every run is a signed-in member's
 * first visit with nothing cached.
 */
async function signInBrowser(chromePort: number, origin: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    page.setDefaultTimeout(SIGN_IN_TIMEOUT_MS);
    await page.goto(`${origin}/`);
    await page.getByLabel('Email', { exact: true }).fill(DEFAULT_DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEFAULT_DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: `Welcome, ${DEFAULT_DEMO.name}` }).waitFor();
    await page.close();
  } finally {
    // Disconnects only: the browser is chrome-launcher's, which ends it.
    await browser.close();
  }
}

/** The Distance Travelled report (its radar opens first) over all of the demo questionnaire's records. */
async function reportPath(url: string, clientId: string): Promise<string> {
  const { idToken } = await passwordSignIn(url, clientId, DEFAULT_DEMO.email, DEFAULT_DEMO.password);
  if (!idToken) throw new Error('could not sign in as the demo user');
  const { outcomesets } = await gql<{ outcomesets: { id: string }[] }>(
    url,
    idToken,
    '{ outcomesets { id } }',
  );
  const questionnaire = outcomesets[0]?.id;
  if (!questionnaire) throw new Error('the demo organisation has no questionnaire');
  const end = `${new Date().toISOString().slice(0, 19)}Z`;
  return `/report/dist/${questionnaire}/1970-01-01T00:00:00Z/${end}`;
}

export async function measureStaffLighthouse(): Promise<{ home: number; report: number }> {
  const stack = await startStackProcess(
    process.env.BENCH_PORT ? { fixedPort: Number(process.env.BENCH_PORT) } : {},
  );
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROMIUM_FLAGS });
  try {
    await signInBrowser(chrome.port, stack.origin);
    const pages = {
      home: `${stack.origin}/`,
      report: `${stack.origin}${await reportPath(stack.url, stack.userPoolClientId)}`,
    };
    // One unscored pass first, as for the landing pages (lighthouse.ts): the stack is still warming up.
    await performanceScore(chrome.port, pages.home, 'home');
    await performanceScore(chrome.port, pages.report, 'report');
    const scores = { home: [] as number[], report: [] as number[] };
    for (let run = 0; run < RUNS; run += 1) {
      scores.home.push(await performanceScore(chrome.port, pages.home, 'home'));
      scores.report.push(await performanceScore(chrome.port, pages.report, 'report'));
    }
    return { home: median(scores.home), report: median(scores.report) };
  } finally {
    chrome.kill();
    await stack.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { recordResults } = await import('./results-file.ts');
  const staffLighthouseMobile = await measureStaffLighthouse();
  recordResults('web', { staffLighthouseMobile });
  console.log(staffLighthouseMobile);
}
