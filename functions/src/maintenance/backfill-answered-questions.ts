// `npm run backfill:answered-questions`: once per stage, after deploying the version that keeps the answered
// questions of each questionnaire (docs/deploy.md, "Upgrading"). Needs TABLE_NAME, AWS_REGION and credentials that
// may read and write the table.
import { backfillAnsweredQuestions } from '#domains/questionnaires/answered-questions-backfill.ts';

const { found, written, settled, skipped } = await backfillAnsweredQuestions();
console.log(
  `${found} questionnaires in use without answered questions tracked; ${written} now tracked, ` +
    `${settled} settled meanwhile by other writes, ${skipped.length} skipped`,
);
if (skipped.length > 0) {
  console.log(`Records kept being made for these; run the command again: ${skipped.join(', ')}`);
  process.exitCode = 1;
}
