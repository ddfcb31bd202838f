// `npm run bench`: measures what the budgets in the issues name, writes test/bench/results.json and the README table.
// `-- --only=reports[,load,…]` runs only those parts (bundles, cold, web, lighthouse, staff, load, reports, cost,
// import); the figures they measure are merged into results.json over the previous run's (results-file.ts), the rest
// kept.
import { measureAnsweredRecordUnits } from './answered-record-units.ts';
import { measureApiLoad } from './api-load.ts';
import { measureColdStarts } from './cold-start.ts';
import { writeCostTables } from './cost/cost-doc.ts';
import { measureImport } from './import.ts';
import { measureLambdaBundles } from './lambda-bundles.ts';
import { measureLighthouse } from './lighthouse.ts';
import { measureStaffLighthouse } from './lighthouse-staff.ts';
import { writeReadmeTable } from './readme-table.ts';
import { recordResults } from './results-file.ts';
import {
  measureReliableChangeComputation,
  measureReportComputation,
  measureReportsAndExports,
} from './reports-exports.ts';
import { measureWebBundles } from './web-bundles.ts';

const PARTS = ['bundles', 'cold', 'web', 'lighthouse', 'staff', 'load', 'reports', 'cost', 'import'] as const;
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .filter(Boolean);
const unknown = only?.filter((part) => !(PARTS as readonly string[]).includes(part)) ?? [];
if (unknown.length) throw new Error(`unknown bench part ${unknown.join(', ')}: one of ${PARTS.join(', ')}`);
/** Whether this run measures `part`: every part without --only. */
const runs = (part: (typeof PARTS)[number]) => !only || only.includes(part);

if (runs('bundles')) {
  const bundleKB = await measureLambdaBundles();
  recordResults('lambda', { bundleKB });
  console.table(bundleKB);
}

if (runs('cold')) {
  // Each Lambda bundle's first answer in a fresh process, over a bare-SDK handler's making the same calls.
  const coldStart = await measureColdStarts();
  recordResults('lambda', { coldStart });
  console.table(coldStart);
}

if (runs('web')) {
  // Needs `npm run build:web` first (the Vite manifest of web/dist).
  const web = measureWebBundles();
  recordResults('web', web);
  console.table(web);
}

if (runs('lighthouse')) {
  const lighthouseMobile = await measureLighthouse();
  recordResults('web', { lighthouseMobile });
  console.table(lighthouseMobile);
}

if (runs('staff')) {
  // Home and a report, signed in as the local stack's demo user (issue 35).
  const { homeAllJsGzipKB, reportAllJsGzipKB, ...staffLighthouseMobile } = await measureStaffLighthouse();
  recordResults('web', { staffLighthouseMobile, homeAllJsGzipKB, reportAllJsGzipKB });
  console.table({ ...staffLighthouseMobile, homeAllJsGzipKB, reportAllJsGzipKB });
}

if (runs('load')) {
  // The API under load and, in the same run, its DynamoDB calls alone with no Ripple code: the floor.
  const { figures, topSelfTime } = await measureApiLoad();
  recordResults('api', figures);
  console.dir({ figures, topSelfTime }, { depth: 5 });
}

// Report and export over 10,000 beneficiaries and 50,000 records on the local stack.
const reports = runs('reports') ? await measureReportsAndExports() : undefined;
if (reports) {
  const { report50kMs, reliableChange50kMs, export50kMs, exportPeakRssMB, exportRssGrowthMB, seed50kMs } =
    reports;
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
}

// The units the AWS bill is made of (docs/cost.md): one answered record, one report over 50,000 records (the
// latter from the reports part, so both run together).
if (runs('cost') && reports) {
  const answeredRecord = await measureAnsweredRecordUnits();
  recordResults('cost', {
    answeredRecord,
    report50k: { graphqlRequests: 1, graphqlMs: reports.report50kMs, dynamodb: reports.report50kUnits },
  });
  console.log({ answeredRecord, report50kUnits: reports.report50kUnits });
}

// Importing 50,000 spreadsheet rows (issue 34), beside the bare BatchWriteItem floor of the same items.
if (runs('import')) {
  const figures = await measureImport();
  recordResults('import', {
    ...figures,
    floorRatio: Number((figures.import50kMs / figures.importFloor50kMs).toFixed(2)),
  });
  console.table(figures);
}

await writeReadmeTable();
await writeCostTables();
