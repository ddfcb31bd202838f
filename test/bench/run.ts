// `npm run bench`: measures what the budgets in the issues name and writes test/bench/results.json.
import { measureLambdaBundles } from './lambda-bundles.ts';
import { recordResults } from './results-file.ts';
import { measureWebBundles } from './web-bundles.ts';

const bundleKB = await measureLambdaBundles();
recordResults('lambda', { bundleKB });
console.table(bundleKB);

// Needs `npm run build:web` first (the Vite manifest of web/dist).
const web = measureWebBundles();
recordResults('web', web);
console.table(web);
