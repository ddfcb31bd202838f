// `npm run typecheck`: every TypeScript project checked side by side (each tsc is single-threaded), one summary.
import { spawn } from 'node:child_process';

const projects = ['functions', 'infra', 'web', 'test'];

const check = (project) =>
  new Promise((resolve) => {
    const tsc = spawn('npx', ['tsc', '-p', project, '--noEmit'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    tsc.stdout.on('data', (chunk) => (output += chunk));
    tsc.stderr.on('data', (chunk) => (output += chunk));
    tsc.on('close', (code) => resolve({ project, code, output }));
  });

const results = await Promise.all(projects.map(check));
for (const { project, code, output } of results) {
  const errors = output
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('npm warn'))
    .join('\n');
  console.log(`${code === 0 ? '✔' : '✘'} tsc -p ${project}${errors ? `\n${errors}` : ''}`);
}
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
