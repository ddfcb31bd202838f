import { serviceEndpoint, signedPostHeaders, signerFor } from '#core/aws-signer.ts';
import { importEnv } from '#core/env.ts';
import { questionnairesRepository } from '#domains/questionnaires/questionnaires.repository.ts';
import { reportsRepository } from '#domains/reports/reports.repository.ts';

import { importFiles } from './import-files.ts';
// Types only: the job itself (the spreadsheet readers, the row checks) is the job Lambda's code, never the API's.
import type { ImportJobDeps, ImportJobEvent } from './import-job.ts';
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
 * Lambda's endpoint as the AWS SDKs choose it (serviceEndpoint). Locally the stack points `AWS_ENDPOINT_URL_LAMBDA`
 * at its own emulation of Lambda (infra/local/dev-lambda.ts); in the cloud neither setting is set.
 */
export const lambdaEndpoint = (
  env: Pick<
    ReturnType<typeof importEnv>,
    'AWS_REGION' | 'AWS_ENDPOINT_URL_LAMBDA' | 'AWS_ENDPOINT_URL'
  > = importEnv(),
): URL =>
  serviceEndpoint('lambda', env.AWS_REGION, {
    service: env.AWS_ENDPOINT_URL_LAMBDA,
    global: env.AWS_ENDPOINT_URL,
  });

/**
 * An asynchronous Invoke of the job Lambda (`InvocationType: Event`): Lambda queues the event and answers 202 at
 * once, so the request that starts a job, or a job handing over, does not wait for it.
 */
const invokeAsync = async (functionName: string, event: ImportJobEvent) => {
  const endpoint = lambdaEndpoint();
  const body = JSON.stringify(event);
  // An endpoint may carry a path of its own, which comes before the API's.
  const path = `${endpoint.pathname.replace(/\/$/, '')}/2015-03-31/functions/${encodeURIComponent(functionName)}/invocations`;
  const headers = await signedPostHeaders(
    signerFor('lambda', importEnv().AWS_REGION),
    endpoint,
    path,
    { 'content-type': 'application/json', 'x-amz-invocation-type': 'Event' },
    body,
  );
  const response = await fetch(`${endpoint.origin}${path}`, {
    method: 'POST',
    headers,
    body,
  });
  if (response.status !== 202)
    throw new Error(`Invoking ${functionName}: ${response.status} ${await response.text()}`);
};

/** A launcher invoking the named function: the job Lambda hands its step over to itself by its own name. */
export const invokerOf =
  (functionName: string): JobLauncher =>
  (event) =>
    invokeAsync(functionName, event);

/** The API's launcher: the job Lambda, named by the deployment (locally, the stack's emulation of it). */
export const launchImportJob: JobLauncher = async (event) => {
  const { IMPORT_FUNCTION_NAME } = importEnv();
  if (!IMPORT_FUNCTION_NAME) throw new Error('IMPORT_FUNCTION_NAME is not set: no import job to start');
  return invokeAsync(IMPORT_FUNCTION_NAME, event);
};
