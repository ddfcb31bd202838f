import { vi } from 'vitest';
import { graphqlResponse } from './graphql-response';

export type Operation = { query: string; variables: Record<string, unknown> };
/** The response body for an operation: `{ data }`, or `{ errors }` for a refusal. */
export type Answer = (operation: Operation) => unknown;

/** The name of an operation: `GetSelf` for `query GetSelf { … }`. */
export const operationName = (operation: Operation): string =>
  /(?:query|mutation) (\w+)/.exec(operation.query)?.[1] ?? '';

/** A fetch stub answering each GraphQL request with the body `respond` gives. Returns the operations, in order. */
export function stubGraphql(respond: Answer): Operation[] {
  const calls: Operation[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const operation = JSON.parse(init.body as string) as Operation;
      calls.push(operation);
      // The executor turns a throw of `respond` (an operation with no answer) into a rejected fetch, as a real one.
      return new Promise<Response>((resolve) => resolve(graphqlResponse(respond(operation))));
    }),
  );
  return calls;
}

/**
 * A fetch stub answering each GraphQL operation by its name (`GetSelf` for `query GetSelf { … }`) with the body
 * `answers` gives; an operation it has no answer for fails, and so does the test that sent it. Returns the
 * operations, in order.
 */
export const stubApi = (answers: Record<string, Answer>): Operation[] =>
  stubGraphql((operation) => {
    const name = operationName(operation);
    const answer = answers[name];
    if (!answer) throw new Error(`unexpected operation ${name}`);
    return answer(operation);
  });
