// Fails when the files graphql-codegen would write differ from the committed ones (schema or documents changed
// without `npm run codegen`).
import { readFile } from 'node:fs/promises';
import { generate } from '@graphql-codegen/cli';

const { default: config } = await import('../codegen.ts');
const outputs = await generate({ ...config, silent: true }, false);
const stale = [];
for (const { filename, content } of outputs) {
  const current = await readFile(filename, 'utf8').catch(() => null);
  if (current !== content) stale.push(filename);
}
if (stale.length > 0) {
  console.error(`Generated GraphQL files are stale; run \`npm run codegen\`:\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
console.log(`codegen: ${outputs.length} generated files are fresh`);
