/**
 * The request for `/config.json` (docs/runtime-contracts.md), sent as the entry starts. Its parser (`env.ts`) is
 * in the entry too since it no longer needs zod, so nothing is downloaded between the two.
 */
export function requestConfig(): Promise<Response> {
  const request = fetch('/config.json', { cache: 'no-store' });
  // Its failure is reported where it is awaited (loadConfig); until then it must not count as unhandled.
  request.catch(() => undefined);
  return request;
}
