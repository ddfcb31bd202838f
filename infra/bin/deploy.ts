// `npm run deploy [-- <cdk deploy options>]`: the preflight, then the web build, then `cdk deploy --all` with the
// same options. `npm run preflight` runs the checks alone. A missing prerequisite stops before anything changes.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { STSClient } from '@aws-sdk/client-sts';
import { DefaultStackSynthesizer } from 'aws-cdk-lib';
import { CONFIG_FILE, loadStageConfig, type StageConfig } from '../lib/config.ts';
import { repoPath } from '../lib/paths.ts';
import { formatFindings, preflight } from '../lib/preflight.ts';

const PREFLIGHT_ONLY = '--preflight-only';
const args = process.argv.slice(2);
const cdkArgs = args.filter((arg) => arg !== PREFLIGHT_ONLY);

/** `-c key=value` / `--context key=value` pairs, as the CDK CLI reads them. */
function contextOf(list: readonly string[]): Record<string, string> {
  const context: Record<string, string> = {};
  list.forEach((arg, index) => {
    const pair = arg === '-c' || arg === '--context' ? list[index + 1] : arg.match(/^--context=(.*)$/)?.[1];
    const match = pair?.match(/^([^=]+)=(.*)$/);
    if (match?.[1] !== undefined && match[2] !== undefined) context[match[1]] = match[2];
  });
  return context;
}

/** The region the SDK would use from the shell (AWS_REGION or the profile), if any. */
async function shellRegion(): Promise<string | undefined> {
  try {
    return await new STSClient({}).config.region();
  } catch {
    return undefined;
  }
}

const context = contextOf(cdkArgs);
const cdkJson = JSON.parse(readFileSync(repoPath('cdk.json'), 'utf8')) as {
  context?: Record<string, unknown>;
};
const qualifierKey = '@aws-cdk/core:bootstrapQualifier';
const qualifier = String(
  context[qualifierKey] ?? cdkJson.context?.[qualifierKey] ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER,
);
const region = await shellRegion();

let config: StageConfig;
try {
  config = loadStageConfig({
    file: repoPath(context.config ?? CONFIG_FILE),
    context: (key) => context[key],
    ...(region ? { defaultRegion: region } : {}),
  });
} catch (error) {
  console.error(`✘ ${(error as Error).message}`);
  process.exit(1);
}

console.log(`Preflight for stage ${config.stage}${config.region ? ` in ${config.region}` : ''}:`);
const findings = await preflight({ config, qualifier, ...(region ? { shellRegion: region } : {}) });
for (const line of formatFindings(findings)) console.log(line);
const missing = findings.filter((finding) => finding.level === 'missing').length;
if (missing > 0) {
  console.error(`${missing} prerequisite${missing === 1 ? '' : 's'} missing; nothing was deployed.`);
  process.exit(1);
}
console.log('✔ ready');
if (args.includes(PREFLIGHT_ONLY)) process.exit(0);

const run = (command: string, commandArgs: string[]) => {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run('npm', ['run', 'build:web']);
run('npx', ['cdk', 'deploy', '--all', ...cdkArgs]);
