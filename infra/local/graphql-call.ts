/** A GraphQL error as the API returns it. */
export type GraphqlError = { errorType?: string; message: string };

/**
 * One call to a local stack's `/v1/graphql` as `authorization` (an ID token, or `anonymous`), for the demo
 * seeding, tests and benchmarks. The first GraphQL error, or an answer without data, is thrown; the error is
 * kept as the thrown Error's `error`.
 */
export async function callGraphql<T>(
  url: string,
  authorization: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(`${url}/v1/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T | null; errors?: GraphqlError[] };
  const error =
    body.errors?.[0] ?? (body.data ? undefined : { message: `no data (HTTP ${response.status})` });
  if (error) throw Object.assign(new Error(`${error.errorType ?? ''} ${error.message}`.trim()), { error });
  return body.data as T;
}
