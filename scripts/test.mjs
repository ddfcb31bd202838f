// `npm test`: every check and test, in the order that fails fastest, with one summary at the end.
// The closing line "N passed, N failed" counts test cases across the Vitest projects and Playwright.
import { spawnSync } from 'node:child_process';
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

const steps = [
  { name: 'lint', cmd: 'npm run lint' },
  { name: 'typecheck', cmd: 'npm run typecheck' },
  { name: 'codegen freshness', cmd: 'npm run codegen:check' },
  // Built once: the security tests scan web/dist for secrets and Playwright serves it.
  { name: 'web build', cmd: 'npm run build:web' },
  vitest('unit'),
  vitest('web'),
  vitest('infra'),
  vitest('api'),
  vitest('security'),
  {
    name: 'playwright e2e',
    cmd: 'node scripts/ensure-chromium.mjs && npx playwright test --reporter=list,json',
    // Screenshots are for people looking at screens (run Playwright directly for them); axe still runs.
    env: {
      PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`,
      E2E_SCREENSHOTS: process.env.E2E_SCREENSHOTS ?? '0',
    },
    report: `${reports}/playwright.json`,
  },
];

let passed = 0;
let failed = 0;
const summary = [];
for (const step of steps) {
  const started = Date.now();
  console.log(`\n▶ ${step.name}`);
  const result = spawnSync(step.cmd, { shell: true, stdio: 'inherit', env: { ...process.env, ...step.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counts = step.report ? readCounts(step.report) : null;
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  }
  const ok = result.status === 0;
  if (!ok && !(counts && counts.failed > 0)) failed += 1;
  summary.push(
    `${ok ? '✔' : '✘'} ${step.name} (${seconds} s)${counts ? ` ${counts.passed} passed, ${counts.failed} failed` : ''}`,
  );
  if (!ok) break;
}

console.log(`\n${summary.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || summary.length < steps.length ? 1 : 0);

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
