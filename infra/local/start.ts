/**
 * `npm start` / `npm run dev`: the whole product on one loopback port (docs/decisions.md, "Local stack").
 * Environment: PORT, DATA_DIR, RIPPLE_IN_MEMORY=1, RIPPLE_DEMO_EMAIL, RIPPLE_DEMO_PASSWORD, RIPPLE_TOKEN_MINUTES,
 * RIPPLE_DEBUG=1, RIPPLE_LOCAL_PAYMENTS=0.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { OPS_ENDPOINTS_FILE } from '../../scripts/ops-target.ts';
import { DEFAULT_DEMO } from './demo.ts';
import { LocalStackError, startLocalStack, type LocalStack } from './stack.ts';

const started = Date.now();
const env = process.env;
const port = Number(env.PORT ?? 3000);
const dev = process.argv.includes('--dev');
const demo = {
  ...DEFAULT_DEMO,
  email: env.RIPPLE_DEMO_EMAIL || DEFAULT_DEMO.email,
  password: env.RIPPLE_DEMO_PASSWORD || DEFAULT_DEMO.password,
};

function fail(message: string): never {
  console.error(`ripple: ${message}`);
  process.exit(1);
}

if (!Number.isInteger(port) || port < 0 || port > 65_535)
  fail(`PORT must be a port number, not "${env.PORT}"`);

let stack: LocalStack | undefined;
let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping Ripple…`);
  await stack?.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
// Work cut short by the shutdown (Vite's dependency scan, a request in flight) may reject afterwards; that is
// expected then. Before, an unhandled rejection is a bug and stops the process as Node would.
process.on('unhandledRejection', (reason) => {
  if (stopping) return;
  console.error(reason);
  process.exit(1);
});
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  stack = await startLocalStack({
    port,
    dataDir: env.DATA_DIR || '.data',
    inMemory: env.RIPPLE_IN_MEMORY === '1',
    seed: demo,
    dev,
    tokenValidityMinutes: env.RIPPLE_TOKEN_MINUTES ? Number(env.RIPPLE_TOKEN_MINUTES) : undefined,
    verbose: env.RIPPLE_DEBUG === '1',
    // The payment provider's local stand-in, unless a provider is configured or RIPPLE_LOCAL_PAYMENTS=0.
    localPayments: env.RIPPLE_LOCAL_PAYMENTS !== '0',
  });
} catch (error) {
  if (error instanceof LocalStackError) fail(error.message);
  fail(`could not start: ${(error as Error).message.split('\n')[0]}`);
}
if (stopping) process.exit(0);

// Where `npm run ops` (scripts/ops.ts) finds this stack's table and user pool; gone again when it stops.
const opsEndpointsFile = join(env.DATA_DIR || '.data', OPS_ENDPOINTS_FILE);
let opsEndpointsWritten = false;
try {
  mkdirSync(dirname(opsEndpointsFile), { recursive: true });
  writeFileSync(
    opsEndpointsFile,
    `${JSON.stringify(
      {
        region: env.AWS_REGION,
        tableName: env.TABLE_NAME,
        userPoolId: stack.userPoolId,
        dynamodb: env.AWS_ENDPOINT_URL_DYNAMODB,
        cognito: env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER,
      },
      null,
      2,
    )}\n`,
  );
  opsEndpointsWritten = true;
  process.on('exit', () => rmSync(opsEndpointsFile, { force: true }));
} catch {
  // An in-memory stack may have no writable data folder; only `npm run ops` then cannot find it.
}

console.log(`Ripple is running at http://app.localhost:${stack.port}`);
console.log(`  demo sign-in: ${demo.email} / ${demo.password}${stack.seeded ? ' (created now)' : ''}`);
console.log(
  opsEndpointsWritten
    ? '  operators: npm run ops -- operator add <email>, then sign in again (the demo user is no operator)'
    : `  operators: npm run ops cannot find this stack (${opsEndpointsFile} is not writable)`,
);
console.log(
  `  data: ${env.RIPPLE_IN_MEMORY === '1' ? 'in memory' : env.DATA_DIR || '.data'}; started in ${((Date.now() - started) / 1000).toFixed(1)} s; Ctrl-C stops`,
);
