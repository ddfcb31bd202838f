// Lighthouse mobile performance (issue 35) of two staff pages a signed-in member opens first: home and a report,
// median of 3. `npm run bench -- --only=staff`; BENCH_PORT runs the stack on that port instead of a free one.
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import { gql } from './bench-session.ts';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_FLAGS, median, performanceRun, performanceScore } from './lighthouse.ts';
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

const DIST = new URL('../../web/dist/', import.meta.url);

/**
 * Every script the page downloaded, gzip, KB: what the manifest's figure (web-bundles.ts: the entry and the route
 * modules with their static imports) leaves out is what loads on its own at start — the config's parser, Amplify
 * for a stored session, the page's wording, a report's chart.
 */
function scriptsGzipKB(scripts: string[]): number {
  let bytes = 0;
  for (const script of new Set(scripts.map((url) => new URL(url).pathname))) {
    bytes += gzipSync(readFileSync(new URL(`.${script}`, DIST)), { level: 9 }).byteLength;
  }
  return Math.round((bytes / 1024) * 10) / 10;
}

export type StaffPages = {
  home: number;
  report: number;
  homeAllJsGzipKB: number;
  reportAllJsGzipKB: number;
};

export async function measureStaffLighthouse(): Promise<StaffPages> {
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
    const scripts = { home: [] as string[], report: [] as string[] };
    for (let run = 0; run < RUNS; run += 1) {
      for (const page of ['home', 'report'] as const) {
        const { score, scripts: loaded } = await performanceRun(chrome.port, pages[page], page);
        scores[page].push(score);
        scripts[page].push(...loaded);
      }
    }
    return {
      home: median(scores.home),
      report: median(scores.report),
      homeAllJsGzipKB: scriptsGzipKB(scripts.home),
      reportAllJsGzipKB: scriptsGzipKB(scripts.report),
    };
  } finally {
    chrome.kill();
    await stack.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { recordResults } = await import('./results-file.ts');
  const { homeAllJsGzipKB, reportAllJsGzipKB, ...staffLighthouseMobile } = await measureStaffLighthouse();
  recordResults('web', { staffLighthouseMobile, homeAllJsGzipKB, reportAllJsGzipKB });
  console.log({ ...staffLighthouseMobile, homeAllJsGzipKB, reportAllJsGzipKB });
}
