/**
 * The request for `/config.json` (docs/runtime-contracts.md). Small and outside `env.ts` so that the entry sends
 * it at once, while the module that parses it (with zod) is still downloading: on a slow link that is a round trip
 * fewer before the first signed-in request.
 */
export function requestConfig(): Promise<Response> {
  const request = fetch('/config.json', { cache: 'no-store' });
  // Its failure is reported where it is awaited (loadConfig); until then it must not count as unhandled.
  request.catch(() => undefined);
  return request;
}
