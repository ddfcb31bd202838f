// Playwright runs Debian's Chromium at /usr/bin/chromium and never downloads a browser.
// Installs it with apt-get when it is missing and we are root; otherwise says how and fails.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Chromium is missing at ${CHROMIUM}. Install it as root: sudo apt-get update && sudo apt-get install -y chromium`,
  );
  process.exit(1);
}

console.log(`Chromium is missing at ${CHROMIUM}; installing it with apt-get…`);
for (const args of [['update'], ['install', '-y', 'chromium']]) {
  const result = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    console.error(`apt-get ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(1);
  }
}
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
  process.exit(1);
}
console.log(`Installed ${CHROMIUM}.`);
