// `npm run bench`: measures what the budgets in the issues name and writes test/bench/results.json.
import { measureLambdaBundles } from './lambda-bundles.ts';
import { recordResults } from './results-file.ts';

const bundleKB = await measureLambdaBundles();
recordResults('lambda', { bundleKB });
console.table(bundleKB);
