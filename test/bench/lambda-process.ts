// What the benchmarks' one-Lambda processes (export-process.ts, import-process.ts) share with their parent.
import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Answers `/rss` with this process's peak resident memory; whether the request was that. */
export function answeredPeakRss(url: URL, res: ServerResponse): boolean {
  if (url.pathname !== '/rss') return false;
  const { maxRSS } = process.resourceUsage();
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ peakRssMB: Math.round(maxRSS / 1024) }));
  return true;
}

/** Listens on loopback; the parent reads the port from the first line of output. */
export function listenForParent(server: Server): void {
  server.listen(0, '127.0.0.1', () => {
    console.log(JSON.stringify({ port: (server.address() as AddressInfo).port }));
  });
}
