import type { IncomingMessage, ServerResponse } from 'node:http';

import { acceptLocalUpload, openLocalDownload } from '../../functions/src/domains/imports/import-files.ts';

/**
 * `/dev/imports/upload/{grant}` and `/dev/imports/download/{grant}`: the local stand-ins for the presigned S3 URLs
 * of spreadsheet imports (docs/decisions.md, "Importing records"). The grant, size limit and storage are the
 * functions' own code (import-files.ts); only the folder stands in for the bucket. Whether it handled the request.
 */
export async function handleDevImports(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  importDir: string,
): Promise<boolean> {
  const [, , , action, token = ''] = url.pathname.split('/');
  if (action === 'upload' && req.method === 'PUT') {
    const contentType = req.headers['content-type']?.split(';')[0]?.trim();
    const status = await acceptLocalUpload(importDir, token, contentType, req);
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    res.end(status === 200 ? '' : String(status));
    // An upload refused half way: the rest of the body is not read.
    if (status === 413) req.destroy();
    return true;
  }
  if (action === 'download' && (req.method === 'GET' || req.method === 'HEAD')) {
    const file = await openLocalDownload(importDir, token);
    if (!file) {
      res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end('403');
      return true;
    }
    res.writeHead(200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': file.disposition,
      'cache-control': 'no-store',
    });
    if (req.method === 'HEAD') res.end();
    else for await (const chunk of file.body) res.write(chunk);
    res.end();
    return true;
  }
  return false;
}
