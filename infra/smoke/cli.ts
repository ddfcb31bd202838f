/**
 * `npm run smoke -- <base URL>`: the smoke test against a running Ripple (docs/deploy.md, "After every deploy").
 * Exits 0 when every step passed, 1 when one failed, 2 when called wrongly.
 */
import { runSmoke } from './smoke.ts';

const [baseUrl] = process.argv.slice(2);
if (!baseUrl || !URL.canParse(baseUrl)) {
  console.error('usage: npm run smoke -- <base URL of the site, e.g. https://app.example.org>');
  process.exit(2);
}

const steps = await runSmoke({
  baseUrl,
  onStep: ({ name, ok, detail }) => console.log(`${ok ? '✔' : '✘'} ${name}: ${detail}`),
});
const failed = steps.filter(({ ok }) => !ok);
console.log(failed.length === 0 ? 'Ripple works.' : `Failed: ${failed.map(({ name }) => name).join(', ')}`);
process.exit(failed.length === 0 ? 0 : 1);
