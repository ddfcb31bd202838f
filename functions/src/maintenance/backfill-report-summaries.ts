// `npm run backfill:report-summaries`: once per stage, after deploying the version that keeps report summaries
// (docs/deploy.md, "Upgrading"). Needs TABLE_NAME, AWS_REGION and credentials that may read and write the table.
import { backfillReportSummaries } from '#domains/records/report-summary-backfill.ts';

const { complete, written } = await backfillReportSummaries();
console.log(`${complete} complete records; ${written} report summary entries written`);
