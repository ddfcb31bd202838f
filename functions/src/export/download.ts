import { jsonResponse } from '#core/http-response.ts';
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
const refused = (): JsonResponse => jsonResponse(403, { error: 'export.invalidToken' });

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

/**
 * `GET /v1/export/{token}?tz={zone}` (docs/exports.md): verifies the signed download token (expired, altered,
 * foreign: 403 and no data), then answers the CSV as chunks, its local dates in the browser's time zone `tz`.
 * Pure of transport: the Lambda entry streams the chunks, the local server pipes them.
 */
export const download = async (
  event: {
    rawPath: string;
    queryStringParameters?: Record<string, string | undefined>;
    requestContext?: { http?: { method?: string } };
  },
  deps: DownloadDeps,
  now = new Date(),
): Promise<CsvResponse | JsonResponse> => {
  const method = event.requestContext?.http?.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') {
    return jsonResponse(405, { error: 'export.methodNotAllowed' });
  }
  const token = event.rawPath.startsWith(PREFIX) ? event.rawPath.slice(PREFIX.length).split('/')[0] : '';
  if (!token || token.length > 8192) return refused();
  const grant = await verifyExportToken(token, now);
  if (!grant) return refused();
  const timeZone = exportTimeZone(event.queryStringParameters?.tz);
  const clock = { timeZone, localDate: wallClock(timeZone) };
  const opened = await openDownload(grant, deps, clock);
  if (opened === 'forbidden') return refused();
  if (opened === 'notFound') return jsonResponse(404, { error: 'questionnaire.notFound' });
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
