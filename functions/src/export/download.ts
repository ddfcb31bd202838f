import { AppError } from '#core/app-error.ts';
import { refusalResponse } from '#core/function-url.ts';
import type { JsonResponse } from '#core/http-response.ts';
import { verifyExportToken } from '#domains/exports/export-token.ts';
import { openDownload } from '#domains/exports/exports.service.ts';
import { exportTimeZone, wallClock } from '#domains/exports/wall-clock.ts';
import type { DownloadDeps } from '#domains/exports/exports.service.ts';

/** A CSV download: headers now, body chunk by chunk. */
export type CsvResponse = {
  statusCode: 200;
  headers: Record<string, string>;
  chunks: AsyncGenerator<string>;
};

const PREFIX = '/v1/export/';

/** `ripple-wellbeing-2024-05-01.csv`, dated in the export's time zone: ASCII only, so every browser keeps it. */
const fileName = (name: string, today: string) => {
  const slug = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60);
  return `ripple-${slug || 'export'}-${today}.csv`;
};

type DownloadEvent = {
  rawPath: string;
  queryStringParameters?: Record<string, string | undefined>;
  requestContext?: { http?: { method?: string } };
};

const csvDownload = async (event: DownloadEvent, deps: DownloadDeps, now: Date): Promise<CsvResponse> => {
  const method = event.requestContext?.http?.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') throw new AppError('export.methodNotAllowed');
  const token = event.rawPath.startsWith(PREFIX) ? event.rawPath.slice(PREFIX.length).split('/')[0] : '';
  if (!token || token.length > 8192) throw new AppError('export.invalidToken');
  const grant = await verifyExportToken(token, now);
  if (!grant) throw new AppError('export.invalidToken');
  const timeZone = exportTimeZone(event.queryStringParameters?.tz);
  const clock = { timeZone, localDate: wallClock(timeZone) };
  const opened = await openDownload(grant, deps, clock);
  const today = clock.localDate(now.toISOString()).slice(0, 10);
  return {
    statusCode: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName(opened.questionnaire.name, today)}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
    chunks: opened.chunks,
  };
};

/**
 * `GET /v1/export/{token}?tz={zone}` (docs/exports.md): verifies the signed download token (expired, altered,
 * foreign: 403 and no data), then answers the CSV as chunks, its local dates in the browser's time zone `tz`.
 * Pure of transport: the Lambda entry streams the chunks, the local server pipes them.
 */
export const download = async (
  event: DownloadEvent,
  deps: DownloadDeps,
  now = new Date(),
): Promise<CsvResponse | JsonResponse> => {
  try {
    return await csvDownload(event, deps, now);
  } catch (error) {
    return refusalResponse(error);
  }
};
