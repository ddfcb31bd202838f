// `npm run bench`: measures what the budgets in the issues name, writes test/bench/results.json and the README table.
import { measureAnsweredRecordUnits } from './answered-record-units.ts';
import { measureApiLoad } from './api-load.ts';
import { writeCostTables } from './cost/cost-doc.ts';
import { measureDynamoDbFloor } from './dynamodb-floor.ts';
import { measureLambdaBundles } from './lambda-bundles.ts';
import { measureLighthouse } from './lighthouse.ts';
import { writeReadmeTable } from './readme-table.ts';
import { recordResults } from './results-file.ts';
import {
  measureReliableChangeComputation,
  measureReportComputation,
  measureReportsAndExports,
} from './reports-exports.ts';
import { measureWebBundles } from './web-bundles.ts';

const bundleKB = await measureLambdaBundles();
recordResults('lambda', { bundleKB });
console.table(bundleKB);

// Needs `npm run build:web` first (the Vite manifest of web/dist).
const web = measureWebBundles();
recordResults('web', web);
console.table(web);

const lighthouseMobile = await measureLighthouse();
recordResults('web', { lighthouseMobile });
console.table(lighthouseMobile);

const load = await measureApiLoad();
recordResults('api', load);
console.log(load);

// The same load's DynamoDB calls alone, with no Ripple code: the floor under the figures above.
const floor = await measureDynamoDbFloor();
recordResults('api', floor);
console.log(floor);

// Report and export over 10,000 beneficiaries and 50,000 records on the local stack.
const {
  report50kMs,
  reliableChange50kMs,
  export50kMs,
  exportPeakRssMB,
  exportRssGrowthMB,
  seed50kMs,
  report50kUnits,
} = await measureReportsAndExports();
const reportCompute50kMs = measureReportComputation();
const reliableChangeCompute50kMs = measureReliableChangeComputation();
recordResults('api', {
  report50kMs,
  reliableChange50kMs,
  export50kMs,
  exportPeakRssMB,
  exportRssGrowthMB,
  reportCompute50kMs,
  reliableChangeCompute50kMs,
});
console.table({
  report50kMs,
  reliableChange50kMs,
  reliableChangeCompute50kMs,
  export50kMs,
  exportPeakRssMB,
  exportRssGrowthMB,
  reportCompute50kMs,
  seed50kMs,
});

// The units the AWS bill is made of (docs/cost.md): one answered record, one report over 50,000 records.
const answeredRecord = await measureAnsweredRecordUnits();
recordResults('cost', {
  answeredRecord,
  report50k: { graphqlRequests: 1, graphqlMs: report50kMs, dynamodb: report50kUnits },
});
console.log({ answeredRecord, report50kUnits });

await writeReadmeTable();
await writeCostTables();
