import { inject } from 'vitest';

export interface GraphqlError {
  message: string;
  errorType?: string;
  errorInfo?: unknown;
  path?: (string | number)[];
}

export interface GraphqlResponse<T> {
  status: number;
  data?: T | null;
  errors?: GraphqlError[];
}

/**
 * Sends a GraphQL request to `/v1/graphql`, as the SPA does. `token` is the raw Authorization value (an ID token,
 * `anonymous`, a link token); undefined sends no header. `headers`: more request headers, e.g. the organisation the
 * page shows (`x-ripple-organisation`).
 */
export async function gql<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
  headers: Record<string, string> = {},
): Promise<GraphqlResponse<T>> {
  const response = await fetch(`${inject('apiUrl')}/v1/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...headers,
      ...(token === undefined ? {} : { authorization: token }),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T | null; errors?: GraphqlError[] };
  return { status: response.status, ...body };
}

export function errorTypeOf(response: GraphqlResponse<unknown>): string | undefined {
  return response.errors?.[0]?.errorType;
}
