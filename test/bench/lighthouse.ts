// Lighthouse mobile performance (issue 10) of the login page and of a beneficiary's answer page, median of 3.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { aQuestionnaire, gql, signUpAndLogIn } from './bench-session.ts';
import { startStackProcess } from './stack-process.ts';

const RUNS = 3;

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Lighthouse's default configuration is the mobile one: a mid-range phone on a slow 4G connection. */
export async function performanceRun(
  port: number,
  url: string,
  name?: string,
): Promise<{ score: number; scripts: string[] }> {
  const result = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error' });
  const score = result?.lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new Error(`Lighthouse gave no performance score for ${url}`);
  // The metrics behind the score, so that a low one says where the time went.
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index']
    .map((id) => `${id} ${result?.lhr.audits[id]?.displayValue ?? '?'}`)
    .join(', ');
  console.log(
    `lighthouse ${name ?? new URL(url).pathname.split('/')[1]}: ${Math.round(score * 100)} (${metrics})`,
  );
  const requests = (
    result?.lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined
  )?.items;
  const scripts = (requests ?? [])
    .filter((request) => request.resourceType === 'Script')
    .map(({ url }) => url);
  return { score: Math.round(score * 100), scripts };
}

type NetworkRequest = { url: string; resourceType?: string };

export async function performanceScore(port: number, url: string, name?: string): Promise<number> {
  return (await performanceRun(port, url, name)).score;
}

export async function measureLighthouse(): Promise<{ login: number; answer: number }> {
  const stack = await startStackProcess();
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROMIUM_FLAGS });
  try {
    const { token } = await signUpAndLogIn(stack.url, stack.userPoolClientId, 'lighthouse@example.org');
    const questionnaire = await aQuestionnaire(stack.url, token);
    // A remote link stays usable until its record is complete, so one link serves every run.
    const { AddRemoteMeeting } = await gql<{ AddRemoteMeeting: { JTI: string } }>(
      stack.url,
      token,
      'mutation($q: String!) { AddRemoteMeeting(beneficiaryID: "lighthouse", outcomeSetID: $q) { JTI } }',
      { q: questionnaire.id },
    );
    // One unscored pass first: the freshly started stack is still compiling (Node, DynamoDB Local's JIT) on the
    // same two cores as Chromium, and the server compresses each file on its first request.
    await performanceScore(chrome.port, `${stack.origin}/login`);
    await performanceScore(chrome.port, `${stack.origin}/jti/${AddRemoteMeeting.JTI}`);
    const scores = { login: [] as number[], answer: [] as number[] };
    for (let run = 0; run < RUNS; run += 1) {
      scores.login.push(await performanceScore(chrome.port, `${stack.origin}/login`));
      scores.answer.push(await performanceScore(chrome.port, `${stack.origin}/jti/${AddRemoteMeeting.JTI}`));
    }
    return { login: median(scores.login), answer: median(scores.answer) };
  } finally {
    chrome.kill();
    await stack.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { recordResults } = await import('./results-file.ts');
  const lighthouseMobile = await measureLighthouse();
  recordResults('web', { lighthouseMobile });
  console.log(lighthouseMobile);
}
