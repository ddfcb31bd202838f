export type JsonResponse = { statusCode: number; headers: Record<string, string>; body: string };

/** A JSON answer of a Function-URL handler; never cached, because it depends on the request's token. */
export const jsonResponse = (statusCode: number, body: unknown): JsonResponse => ({
  statusCode,
  headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  body: JSON.stringify(body),
});
