// `npm test`: every check and test, in the order that fails fastest, with one summary at the end.
// The closing line "N passed, N failed" counts test cases across the Vitest projects and Playwright.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const reports = join('test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const vitest = (project) => ({
  name: `vitest ${project}`,
  cmd: `npx vitest run --project ${project} --reporter=default --reporter=json --outputFile.json=${reports}/vitest-${project}.json`,
  report: `${reports}/vitest-${project}.json`,
});

/** Playwright over one share of the specs (playwright.config.ts `E2E_SPECS`), with a JSON report of its own. */
const playwright = (specs) => ({
  name: `playwright e2e (${specs})`,
  cmd: 'npx playwright test --reporter=list,json',
  // Screenshots are for people looking at screens (run Playwright directly for them); axe still runs.
  env: {
    E2E_SPECS: specs,
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright-${specs}.json`,
    E2E_SCREENSHOTS: process.env.E2E_SCREENSHOTS ?? '0',
  },
  report: `${reports}/playwright-${specs}.json`,
});

// A group's steps run side by side; the first one's output streams, the others' follows when each ends. Only
// steps that leave a core idle share a group: the whole run has two cores and must stay well under 25 minutes.
const steps = [
  // eslint is single-threaded, so the type check's four tsc processes and the two short import checks use the
  // second core meanwhile.
  {
    group: [
      { name: 'lint', cmd: 'npm run lint' },
      { name: 'typecheck', cmd: 'npm run typecheck' },
      { name: 'codegen freshness', cmd: 'npm run codegen:check' },
      { name: 'import rules and cycles (dependency-cruiser)', cmd: 'npm run deps' },
      { name: 'unused files, exports and dependencies (knip)', cmd: 'npm run knip' },
    ],
  },
  // Built once: the security tests scan web/dist for secrets and Playwright serves it.
  { name: 'web build', cmd: 'npm run build:web' },
  vitest('unit'),
  vitest('web'),
  vitest('infra'),
  // Each starts a local stack of its own on a free port, and runs its files one at a time against it: a single
  // request in flight leaves a core idle, so the two run side by side.
  { group: [vitest('api'), vitest('security')] },
  // Before the group, so that two runs never install it at once.
  { name: 'chromium', cmd: 'node scripts/ensure-chromium.mjs' },
  // The session journey spends most of its minute and a half waiting for short-lived tokens to expire.
  { group: [playwright('others'), playwright('session')] },
];

let passed = 0;
let failed = 0;
const summary = [];
for (const step of steps) {
  const group = step.group ?? [step];
  const results = await Promise.all(group.map((member, index) => run(member, index === 0)));
  for (const [index, { ok, seconds, output }] of results.entries()) {
    const member = group[index];
    if (output) console.log(`\n▶ ${member.name} (output)\n${output}`);
    const counts = member.report ? readCounts(member.report) : null;
    if (counts) {
      passed += counts.passed;
      failed += counts.failed;
    }
    if (!ok && !(counts && counts.failed > 0)) failed += 1;
    summary.push(
      `${ok ? '✔' : '✘'} ${member.name} (${seconds} s)${counts ? ` ${counts.passed} passed, ${counts.failed} failed` : ''}`,
    );
  }
  if (results.some(({ ok }) => !ok)) break;
}

const stepCount = steps.reduce((count, step) => count + (step.group?.length ?? 1), 0);
console.log(`\n${summary.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || summary.length < stepCount ? 1 : 0);

/** Runs one step; its output goes straight to the terminal when `stream`, otherwise it is returned. */
function run(step, stream) {
  const started = Date.now();
  console.log(`\n▶ ${step.name}`);
  const child = spawn(step.cmd, {
    shell: true,
    stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...step.env },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on('close', (code) =>
      resolve({ ok: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(1), output }),
    );
  });
}

function readCounts(file) {
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
  if (typeof report.numPassedTests === 'number') {
    return { passed: report.numPassedTests, failed: report.numFailedTests };
  }
  if (report.stats) {
    return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
  }
  return null;
}
