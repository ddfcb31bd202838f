import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import type {
  APIGatewayProxyStructuredResultV2,
  LambdaFunctionURLEvent,
  LambdaFunctionURLResult,
} from 'aws-lambda';
import type { AppSyncEmulator } from './appsync-emulator.ts';
import type { LocalCognito } from './cognito.ts';
import { CACHE_CONTROL, cacheControlFor } from '../lib/cache-control.ts';
import { contentSecurityPolicy } from '../lib/content-security-policy.ts';
import { CompressedFiles, isCompressible, negotiateEncoding } from './compression.ts';
import { handleDevImports } from './dev-imports.ts';
import type { DevLambda } from './dev-lambda.ts';
import { readOutbox, renderOutbox } from './dev-outbox.ts';
import type { DevPayments } from './dev-payments.ts';

/** What the edge function returns: the (possibly rewritten) request, or a response of its own. */
type EdgeResult =
  | { uri: string; querystring?: Record<string, { value: string }>; [key: string]: unknown }
  | {
      statusCode: number;
      statusDescription?: string;
      headers?: Record<string, { value: string }>;
      body?: unknown;
    };
export type EdgeFunction = (event: Record<string, unknown>) => EdgeResult;

export type FunctionUrlHandler = (
  event: LambdaFunctionURLEvent,
) => Promise<LambdaFunctionURLResult | string | object>;

/** Connect-style middleware: Vite's dev server in `npm run dev`. */
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface SpaConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** The hosted login (docs/runtime-contracts.md): its origin, the app client per brand, the scopes asked. */
  hostedLogin?: {
    origin: string;
    clientIds: Record<string, string>;
    scopes: string[];
    appOrigins?: Record<string, string>;
  };
}

export interface ServerDeps {
  edge: EdgeFunction;
  cognito: LocalCognito;
  emulator: AppSyncEmulator;
  spaConfig: SpaConfig;
  webDist: string;
  /** Where the API writes the emails it would send; listed at `/dev/outbox`. */
  outboxDir: string;
  /** Where spreadsheet imports are uploaded (the stand-in for the imports bucket); reached at `/dev/imports/…`. */
  importDir?: string;
  /** Lambda's Invoke API for the functions the API starts itself (dev-lambda.ts): the import job. */
  lambda?: Pick<DevLambda, 'handle'>;
  exportHandler: () => Promise<FunctionUrlHandler>;
  billingHandler: () => Promise<FunctionUrlHandler>;
  /** The local stand-in for the payment provider (dev-payments.ts), when the stack configures it. */
  payments?: DevPayments;
  /** The local hosted login, answering every request for its host (`login.localhost:<port>`). */
  hostedLogin?: { host: string; handle: (req: IncomingMessage, res: ServerResponse) => Promise<void> };
  /** Present in dev mode: serves the SPA with hot reload instead of web/dist. */
  vite?: Middleware;
  /** Dev mode: web/src, whose brands/ folder the build would have copied to web/dist/brands/. */
  webSrc?: string;
}

/** The same headers as the CloudFront response-headers policy (infra/lib/constructs/web-hosting.ts). */
export function securityHeaders(
  dev: boolean,
  connectSources: readonly string[] = [],
): Record<string, string> {
  // Locally Cognito is same-origin (/cognito); the hosted login's token endpoint is the one other origin called.
  const csp = contentSecurityPolicy(connectSources);
  return {
    // Vite's dev server injects inline scripts and a websocket, which this CSP would block.
    ...(dev ? {} : { 'content-security-policy': csp }),
    'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** The pages the edge function serves for app paths: the whole app and the light build of the landing pages. */
const SPA_PAGES = ['/index.html', '/light.html'];

const MISSING_BUILD_PAGE =
  '<!doctype html><title>Ripple</title><p>The web app is not built: run <code>npm run build:web</code>, then restart.</p>\n';

function firstHeader(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

function viewerRequestEvent(req: IncomingMessage, url: URL): Record<string, unknown> {
  const headers: Record<string, { value: string }> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && name !== 'cookie')
      headers[name] = { value: Array.isArray(value) ? value.join(',') : value };
  }
  const querystring: Record<string, { value: string; multiValue?: { value: string }[] }> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    querystring[key] = {
      value: values[0] ?? '',
      ...(values.length > 1 ? { multiValue: values.map((value) => ({ value })) } : {}),
    };
  }
  const cookies: Record<string, { value: string }> = {};
  for (const pair of firstHeader(req.headers.cookie).split(';')) {
    const [name, ...rest] = pair.trim().split('=');
    if (name) cookies[name] = { value: rest.join('=') };
  }
  return {
    version: '1.0',
    context: {
      distributionDomainName: firstHeader(req.headers.host),
      distributionId: 'LOCAL',
      eventType: 'viewer-request',
      requestId: randomUUID(),
    },
    viewer: { ip: req.socket.remoteAddress ?? '127.0.0.1' },
    request: { method: req.method ?? 'GET', uri: url.pathname, querystring, headers, cookies },
  };
}

function queryFrom(
  querystring: Record<string, { value: string; multiValue?: { value: string }[] }> | undefined,
): string {
  const params = new URLSearchParams();
  for (const [key, entry] of Object.entries(querystring ?? {})) {
    for (const { value } of entry.multiValue ?? [entry]) params.append(key, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A Lambda Function URL event (payload 2.0), as CloudFront's origin request reaches the function. */
export async function functionUrlEvent(req: IncomingMessage, url: URL): Promise<LambdaFunctionURLEvent> {
  const body = await readBody(req);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && name !== 'cookie')
      headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const cookies = firstHeader(req.headers.cookie)
    .split(';')
    .map((c) => c.trim())
    .filter(Boolean);
  const query: Record<string, string> = {};
  for (const key of new Set(url.searchParams.keys())) query[key] = url.searchParams.getAll(key).join(',');
  const now = new Date();
  const textual = /^(text\/|application\/(json|x-www-form-urlencoded|xml))/.test(
    headers['content-type'] ?? '',
  );
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    ...(cookies.length ? { cookies } : {}),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    requestContext: {
      accountId: 'anonymous',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0] ?? 'localhost',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: '$default',
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length ? { body: textual ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: body.length > 0 && !textual,
  } as LambdaFunctionURLEvent;
}

/** Function URL response semantics: an object without statusCode is a 200 JSON body. */
export function sendFunctionUrlResult(
  res: ServerResponse,
  result: LambdaFunctionURLResult | string | object,
): void {
  if (typeof result === 'string' || !('statusCode' in result)) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(typeof result === 'string' ? result : JSON.stringify(result));
    return;
  }
  const {
    statusCode = 200,
    headers = {},
    body = '',
    isBase64Encoded,
    cookies,
  } = result as APIGatewayProxyStructuredResultV2;
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) out[name] = String(value);
  if (cookies?.length) out['set-cookie'] = cookies;
  res.writeHead(statusCode, out);
  // A streamed body (the export handler's CSV, which Lambda streams in the cloud): piped chunk by chunk.
  if (typeof body === 'object' && body !== null && 'pipe' in body) {
    const stream = body as NodeJS.ReadableStream;
    stream.on('error', (error) => {
      console.error('streamed response failed:', error);
      res.destroy();
    });
    stream.pipe(res);
    return;
  }
  res.end(isBase64Encoded ? Buffer.from(body, 'base64') : body);
}

const compressedFiles = new CompressedFiles();

async function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  webDist: string,
  uri: string,
  cacheControl: string = cacheControlFor(uri),
): Promise<void> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(uri);
  } catch {
    decoded = '';
  }
  const root = resolve(webDist);
  const file = resolve(join(root, decoded));
  const inside = file.startsWith(root + sep);
  const stats = inside && existsSync(file) ? statSync(file) : undefined;
  if (stats?.isFile()) {
    const headers: Record<string, string> = {
      'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'cache-control': cacheControl,
    };
    const encoding = isCompressible(file, stats.size)
      ? negotiateEncoding(firstHeader(req.headers['accept-encoding']))
      : undefined;
    if (!encoding) {
      res.writeHead(200, headers);
      createReadStream(file).pipe(res);
      return;
    }
    const body = await compressedFiles.get(file, encoding);
    res.writeHead(200, {
      ...headers,
      'content-encoding': encoding,
      'content-length': String(body.byteLength),
      vary: 'accept-encoding',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  if (SPA_PAGES.includes(uri) && !existsSync(join(root, uri))) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(MISSING_BUILD_PAGE);
    return;
  }
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('Not found\n');
}

function sendEdgeResponse(res: ServerResponse, response: Extract<EdgeResult, { statusCode: number }>): void {
  const headers: Record<string, string> = {};
  for (const [name, { value }] of Object.entries(response.headers ?? {})) headers[name] = value;
  res.writeHead(response.statusCode, response.statusDescription ?? '', headers);
  const body = response.body as string | { data?: string; encoding?: string } | undefined;
  if (typeof body === 'string') res.end(body);
  else if (body?.data) res.end(Buffer.from(body.data, body.encoding === 'base64' ? 'base64' : 'utf8'));
  else res.end();
}

/** Paths Vite's dev server serves itself; they have no file extension but are not SPA routes. */
const VITE_PATHS = /^\/(@|node_modules\/|__vite|src\/)/;

/**
 * Compresses the pages and the files they name ahead of the first visit, so the first phone (or Lighthouse run)
 * does not wait for Brotli. Best effort: a missing build is reported when it is asked for.
 */
async function precompressEntry(webDist: string): Promise<void> {
  for (const page of SPA_PAGES) {
    const pageFile = join(webDist, page);
    if (!existsSync(pageFile)) continue;
    const html = await readFile(pageFile, 'utf8');
    const named = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => join(webDist, m[1]!));
    for (const file of [pageFile, ...named]) {
      for (const encoding of ['br', 'gzip'] as const) {
        if (existsSync(file) && isCompressible(file, statSync(file).size))
          await compressedFiles.get(file, encoding);
      }
    }
  }
}

function failed(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  console.error(`${req.method} ${req.url} failed:`, error);
  if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('Internal error\n');
}

export function createRequestHandler(deps: ServerDeps): (req: IncomingMessage, res: ServerResponse) => void {
  const hostedLoginOrigin = deps.spaConfig.hostedLogin?.origin;
  const headers = securityHeaders(!!deps.vite, hostedLoginOrigin ? [hostedLoginOrigin] : []);
  if (!deps.vite) precompressEntry(deps.webDist).catch((error: unknown) => console.error(error));
  const route = async (req: IncomingMessage, res: ServerResponse) => {
    // Its own host, as Cognito's domain is: its pages set their own headers.
    if (deps.hostedLogin && firstHeader(req.headers.host).toLowerCase() === deps.hostedLogin.host) {
      await deps.hostedLogin.handle(req, res);
      return;
    }
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const url = new URL(req.url ?? '/', 'http://localhost');

    // Local only (CloudFront has no such path): cognito-local, behind the refresh adapter.
    if (url.pathname === '/cognito' || url.pathname.startsWith('/cognito/')) {
      req.url = url.pathname.slice('/cognito'.length) + url.search || '/';
      if (!req.url.startsWith('/')) req.url = `/${req.url}`;
      deps.cognito.handle(req, res);
      return;
    }

    // Local only: Lambda's API (AWS_ENDPOINT_URL_LAMBDA), which the API calls to start an import job.
    if (url.pathname.startsWith('/2015-03-31/functions/') && deps.lambda) {
      if (await deps.lambda.handle(req, res, url.pathname)) return;
    }

    // Local only: the emails the API would have sent (remote-record notifications).
    if (url.pathname === '/dev/outbox') {
      const messages = await readOutbox(deps.outboxDir);
      const json = firstHeader(req.headers.accept).includes('application/json');
      res.writeHead(200, {
        'content-type': json ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end(json ? JSON.stringify(messages) : renderOutbox(messages));
      return;
    }

    // Local only: the presigned upload and download of spreadsheet imports, against a folder.
    if (url.pathname.startsWith('/dev/imports/') && deps.importDir) {
      if (await handleDevImports(req, res, url, deps.importDir)) return;
    }

    // Local only: the payment provider's checkout, billing portal and API (dev-payments.ts).
    if (url.pathname.startsWith('/dev/') && deps.payments && (await deps.payments.handle(req, res, url)))
      return;

    let uri = url.pathname;
    let search = url.search;
    if (!(deps.vite && VITE_PATHS.test(uri))) {
      const result = deps.edge(viewerRequestEvent(req, url));
      if ('statusCode' in result) {
        sendEdgeResponse(res, result as Extract<EdgeResult, { statusCode: number }>);
        return;
      }
      uri = String(result.uri);
      search = queryFrom(result.querystring as Parameters<typeof queryFrom>[0]);
    }

    if (uri === '/graphql') {
      await deps.emulator.handle(req, res);
      return;
    }
    if (uri.startsWith('/v1/export/') || uri.startsWith('/v1/don/')) {
      const load = uri.startsWith('/v1/export/') ? deps.exportHandler : deps.billingHandler;
      const event = await functionUrlEvent(req, new URL(uri + search, 'http://localhost'));
      sendFunctionUrlResult(res, await (await load())(event));
      return;
    }
    if (uri === '/config.json') {
      const config = {
        ...deps.spaConfig,
        authFlowType: 'USER_PASSWORD_AUTH',
        cognitoEndpoint: `http://${firstHeader(req.headers.host) || 'localhost'}/cognito`,
      };
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(JSON.stringify(config));
      return;
    }
    if (deps.vite && deps.webSrc && uri.startsWith('/brands/')) {
      // Straight from the sources, which a developer may be editing.
      await serveStatic(req, res, deps.webSrc, uri, CACHE_CONTROL.pages);
      return;
    }
    if (deps.vite) {
      // Development runs every page in the whole app on React: the light build exists only in web/dist.
      req.url = (uri === '/light.html' ? '/index.html' : uri) + search;
      deps.vite(req, res, () => {
        serveStatic(req, res, deps.webDist, uri).catch((error: unknown) => failed(req, res, error));
      });
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed\n');
      return;
    }
    await serveStatic(req, res, deps.webDist, uri);
  };
  return (req, res) => {
    route(req, res).catch((error: unknown) => failed(req, res, error));
  };
}
