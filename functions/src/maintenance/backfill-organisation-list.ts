// `npm run backfill:organisation-list`: once per stage, after deploying the version that lists organisations from
// GSI1 instead of a Scan (docs/deploy.md, "Upgrading"). Needs TABLE_NAME, AWS_REGION and credentials that may
// read and write the table.
import { backfillOrganisationList } from '#domains/ops/organisation-list-backfill.ts';

const { written } = await backfillOrganisationList();
console.log(`${written} organisations put on the operators' list`);
