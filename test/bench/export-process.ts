// The export function alone in a Node process, as Lambda runs it: serves /v1/export/* on 127.0.0.1 the way the
// local server does, and /rss its peak resident memory. The benchmark's own process hosts the whole local stack
// (DynamoDB client, API, seeding), whose memory says nothing about what one export needs.
// Reads the stack's environment (table, DynamoDB Local endpoint, keys) from its parent.
import { createServer } from 'node:http';
import { answeredPeakRss, listenForParent } from './lambda-process.ts';
import {
  functionUrlEvent,
  sendFunctionUrlResult,
  type FunctionUrlHandler,
} from '../../infra/local/server.ts';

const { handler } = (await import('../../functions/src/export/handler.ts')) as unknown as {
  handler: FunctionUrlHandler;
};

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (answeredPeakRss(url, res)) return;
  functionUrlEvent(req, url)
    .then(async (event) => sendFunctionUrlResult(res, await handler(event)))
    .catch((error: unknown) => {
      console.error(error);
      res.writeHead(500).end();
    });
});
listenForParent(server);
