import { importEnv } from '#core/env.ts';
import { logger } from '#core/logger.ts';
import { questionnairesRepository } from '#domains/questionnaires/questionnaires.repository.ts';
import { reportsRepository } from '#domains/reports/reports.repository.ts';

import { signerFor, urlOf } from './aws-signer.ts';
import { importFiles } from './import-files.ts';
import { driveImportJob, type ImportJobDeps, type ImportJobEvent } from './import-job.ts';
import { importsRepository } from './imports.repository.ts';

/** Starts (or continues) an import's job without waiting for it. */
export type JobLauncher = (event: ImportJobEvent) => Promise<void>;

export const importJobDeps = (): ImportJobDeps => ({
  imports: importsRepository,
  questionnaires: questionnairesRepository,
  reports: reportsRepository,
  files: importFiles(),
});

/**
 * An asynchronous Invoke of the job Lambda (`InvocationType: Event`): Lambda queues the event and answers 202 at
 * once, so the request that starts a job, or a job handing over, does not wait for it.
 */
const invokeAsync = async (functionName: string, region: string, event: ImportJobEvent) => {
  const hostname = `lambda.${region}.amazonaws.com`;
  const body = JSON.stringify(event);
  const signed = await signerFor('lambda', region).sign({
    method: 'POST',
    protocol: 'https:',
    hostname,
    path: `/2015-03-31/functions/${encodeURIComponent(functionName)}/invocations`,
    query: {},
    headers: { host: hostname, 'content-type': 'application/json', 'x-amz-invocation-type': 'Event' },
    body,
  });
  const response = await fetch(urlOf(signed), { method: 'POST', headers: signed.headers, body });
  if (response.status !== 202)
    throw new Error(`Invoking ${functionName}: ${response.status} ${await response.text()}`);
};

/**
 * Locally the job runs in the stack's own process, as a task the request does not wait for; with no time limit it
 * runs each step to its end, and hands over only to retry.
 */
const runHere: JobLauncher = (event) => {
  setImmediate(() => {
    driveImportJob(event, importJobDeps(), () => Number.POSITIVE_INFINITY, runHere).catch((error: unknown) =>
      logger.error('An import job could not record its failure', { error, importId: event.importId }),
    );
  });
  return Promise.resolve();
};

/** The deployment's launcher: the job Lambda in the cloud, this process locally. */
export const launchImportJob: JobLauncher = (event) => {
  const { IMPORT_FUNCTION_NAME, AWS_REGION } = importEnv();
  return IMPORT_FUNCTION_NAME ? invokeAsync(IMPORT_FUNCTION_NAME, AWS_REGION, event) : runHere(event);
};
