import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { LambdaFunctionURLEvent } from 'aws-lambda';

import { exportsRepository } from '#domains/exports/exports.repository.ts';
import type { DownloadDeps } from '#domains/exports/exports.service.ts';
import { organisationsRepository } from '#domains/organisations/organisations.repository.ts';
import { questionnairesRepository } from '#domains/questionnaires/questionnaires.repository.ts';
import { reportsRepository } from '#domains/reports/reports.repository.ts';

import { download } from './download.ts';

const deps: DownloadDeps = {
  questionnaires: questionnairesRepository,
  reports: reportsRepository,
  exports: exportsRepository,
  memberships: organisationsRepository,
  organisations: organisationsRepository,
};

type ResponseStream = NodeJS.WritableStream;
type LambdaStreaming = {
  streamifyResponse(
    handler: (event: LambdaFunctionURLEvent, stream: ResponseStream) => Promise<void>,
  ): (event: LambdaFunctionURLEvent) => Promise<unknown>;
  HttpResponseStream: {
    from(
      stream: ResponseStream,
      meta: { statusCode: number; headers: Record<string, string> },
    ): ResponseStream;
  };
};
// The Lambda Node.js runtime provides `awslambda` for response streaming (Function URL InvokeMode RESPONSE_STREAM).
// Other code may define a partial `awslambda` (Powertools does in tests), so the function itself is checked.
const candidate = (globalThis as unknown as { awslambda?: Partial<LambdaStreaming> }).awslambda;
const runtime =
  typeof candidate?.streamifyResponse === 'function' && candidate.HttpResponseStream
    ? (candidate as LambdaStreaming)
    : undefined;

/**
 * Outside Lambda (the local server): the response with its body as a Node stream, which the server pipes, so a
 * large export never sits whole in memory.
 */
const localHandler = async (event: LambdaFunctionURLEvent) => {
  const response = await download(event, deps);
  if (!('chunks' in response)) return response;
  return { statusCode: response.statusCode, headers: response.headers, body: Readable.from(response.chunks) };
};

/** In Lambda: the CSV streamed page by page to the client. */
const streamingHandler = async (event: LambdaFunctionURLEvent, stream: ResponseStream) => {
  const response = await download(event, deps);
  const out = runtime!.HttpResponseStream.from(stream, {
    statusCode: response.statusCode,
    headers: response.headers,
  });
  await pipeline('chunks' in response ? Readable.from(response.chunks) : Readable.from([response.body]), out);
};

/** `/v1/export/*` (docs/exports.md, docs/runtime-contracts.md). */
export const handler = runtime ? runtime.streamifyResponse(streamingHandler) : localHandler;
