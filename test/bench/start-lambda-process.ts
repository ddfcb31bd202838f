// The parent's side of the benchmarks' one-Lambda processes (export-process.ts, import-process.ts; their side is
// lambda-process.ts): each measures one function's memory apart from the local stack the bench process hosts.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { LAMBDA_BUNDLING } from './lambda-bundles.ts';

export type LambdaProcess = {
  url: string;
  peakRssMB: () => Promise<number>;
  stop: () => Promise<void>;
};

/**
 * Starts test/bench/`entry` with this process's environment (the local stack's table and keys), bundled as the CDK
 * bundles a Lambda (lambda-bundles.ts) so the process runs what Lambda runs; the AWS SDK stays outside the bundle, as
 * the runtime provides it. With `cpuProfileDir` it runs the TypeScript instead (readable names) under `--cpu-prof`,
 * which writes the profile there when stopped. Its later output (the function's log) goes to stderr.
 */
export async function startLambdaProcess(entry: string, cpuProfileDir?: string): Promise<LambdaProcess> {
  const source = fileURLToPath(new URL(entry, import.meta.url));
  let args: string[];
  if (cpuProfileDir) args = ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`, '--import', 'tsx', source];
  else {
    const outfile = fileURLToPath(
      new URL(`../../node_modules/.cache/ripple-bench/${entry.replace(/\.ts$/, '.mjs')}`, import.meta.url),
    );
    await build({ ...LAMBDA_BUNDLING, entryPoints: [source], outfile });
    args = [outfile];
  }
  const child = spawn(process.execPath, args, { env: process.env, stdio: ['ignore', 'pipe', 'inherit'] });
  const output = createInterface({ input: child.stdout! });
  // The first line names the port (lambda-process.ts).
  const [line] = (await once(output, 'line')) as [string];
  output.on('line', (text) => console.error(text));
  const url = `http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}`;
  return {
    url,
    peakRssMB: async () => ((await (await fetch(`${url}/rss`)).json()) as { peakRssMB: number }).peakRssMB,
    stop: async () => {
      const exited = once(child, 'exit');
      child.kill();
      await exited;
    },
  };
}
