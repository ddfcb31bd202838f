import type { Context } from 'aws-lambda';

import { importJobDeps, launchImportJob } from '#domains/imports/import-launcher.ts';
import { driveImportJob, type ImportJobEvent } from '#domains/imports/import-job.ts';

/**
 * The import job Lambda (docs/decisions.md, "Importing records"), invoked asynchronously by the API and by itself:
 * one step of one import, handed over to a new invocation a minute before this one's time runs out.
 */
export const handler = async (event: ImportJobEvent, context: Context): Promise<void> => {
  await driveImportJob(event, importJobDeps(), () => context.getRemainingTimeInMillis(), launchImportJob);
};
