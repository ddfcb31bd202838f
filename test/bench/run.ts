// `npm run bench`: measures what the budgets in the issues name and writes test/bench/results.json.
import { measureLambdaBundles } from './lambda-bundles.ts';
import { recordResults } from './results-file.ts';
import { measureReportComputation, measureReportsAndExports } from './reports-exports.ts';
import { measureWebBundles } from './web-bundles.ts';

const bundleKB = await measureLambdaBundles();
recordResults('lambda', { bundleKB });
console.table(bundleKB);

// Needs `npm run build:web` first (the Vite manifest of web/dist).
const web = measureWebBundles();
recordResults('web', web);
console.table(web);

// Issue 4: report and export over 10,000 beneficiaries and 50,000 records on the local stack.
const { report50kMs, export50kMs, exportPeakRssMB, seed50kMs } = await measureReportsAndExports();
const reportCompute50kMs = measureReportComputation();
recordResults('api', { report50kMs, export50kMs, exportPeakRssMB, reportCompute50kMs });
console.table({ report50kMs, export50kMs, exportPeakRssMB, reportCompute50kMs, seed50kMs });
