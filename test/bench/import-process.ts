// The import job Lambda alone in a Node process, as Lambda runs it: its handler takes the asynchronous Invokes
// the API makes (`POST /2015-03-31/functions/{name}/invocations`, answered 202 at once as Lambda answers an
// `Event` invocation) on 127.0.0.1, and /rss says its peak resident memory. The benchmark's own process hosts the
// whole local stack, whose memory says nothing about what one import needs.
// Reads the stack's environment (table, DynamoDB Local endpoint, keys, the imports folder) from its parent.
import { createServer } from 'node:http';
import { answeredPeakRss, listenForParent } from './lambda-process.ts';
import type { Context } from 'aws-lambda';

type ImportHandler = (event: unknown, context: Context) => Promise<void>;

const { handler } = (await import('../../functions/src/imports/handler.ts')) as unknown as {
  handler: ImportHandler;
};

/** The job Lambda's timeout (infra/lib/constructs/imports.ts). */
const TIMEOUT_MS = 15 * 60_000;

/** The parts of Lambda's context the handler reads, for one invocation of `functionName`. */
const contextOf = (functionName: string): Context => {
  const deadline = Date.now() + TIMEOUT_MS;
  return {
    functionName,
    getRemainingTimeInMillis: () => deadline - Date.now(),
  } as Context;
};

const INVOCATION = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (answeredPeakRss(url, res)) return;
  const invocation = INVOCATION.exec(url.pathname);
  if (!invocation || req.method !== 'POST') {
    res.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const event: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    res.writeHead(202).end();
    handler(event, contextOf(decodeURIComponent(invocation[1]!))).catch((error: unknown) =>
      console.error('the import job failed:', error),
    );
  });
});
// Stopped by the bench: exit normally, so that `--cpu-prof` writes its profile.
process.on('SIGTERM', () => process.exit(0));
listenForParent(server);
