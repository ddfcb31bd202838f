import { describe, expect, it, vi } from 'vitest';
// @ts-expect-error -- APPSYNC_JS resolver code is plain JavaScript without type declarations
import { request, response } from '../../infra/appsync/invoke-lambda.js';

class GraphqlError extends Error {
  constructor(
    message: string,
    readonly errorType: string,
    readonly data: unknown,
    readonly errorInfo: unknown,
  ) {
    super(message);
  }
}

// AppSync's runtime provides this module; util.error throws, ending the resolver.
vi.mock('@aws-appsync/utils', () => ({
  util: {
    error: (message: string, type: string, data: unknown, info: unknown) => {
      throw new GraphqlError(message, type, data, info);
    },
  },
}));

type Ctx = Record<string, unknown>;
const invokeRequest = request as (ctx: Ctx) => { operation: string; payload: Record<string, unknown> };
const invokeResponse = response as (ctx: Ctx) => unknown;

describe('invoke-lambda APPSYNC_JS resolver', () => {
  it('invokes the Lambda with the fields of a direct resolver event', () => {
    // Prepare
    const info = {
      fieldName: 'organisations',
      parentTypeName: 'Query',
      variables: { limit: 5 },
      selectionSetList: ['id', 'name'],
      selectionSetGraphQL: '{ id name }',
    };
    const ctx = {
      arguments: { limit: 5 },
      identity: { sub: 'u1' },
      source: null,
      request: { headers: { authorization: 'token' }, domainName: null },
      info: { ...info, somethingElse: true },
      prev: null,
      stash: {},
    };

    // Act
    const invocation = invokeRequest(ctx);

    // Assess
    expect(invocation).toEqual({
      operation: 'Invoke',
      payload: {
        arguments: ctx.arguments,
        identity: ctx.identity,
        source: null,
        request: ctx.request,
        info,
        prev: null,
        stash: {},
      },
    });
  });

  it('returns the result when the handler succeeded', () => {
    // Act
    const result = invokeResponse({ result: { id: 'o1' } });

    // Assess
    expect(result).toEqual({ id: 'o1' });
  });

  it("turns the handler's { error } into a GraphQL error whose errorType is the code", () => {
    // Prepare
    const error = { type: 'signup.emailExists', message: 'signup.emailExists', info: { field: 'email' } };

    // Act
    const act = () => invokeResponse({ result: { error } });

    // Assess
    expect(act).toThrow(
      expect.objectContaining({
        message: 'signup.emailExists',
        errorType: 'signup.emailExists',
        errorInfo: error.info,
      }),
    );
  });

  it('hides a failed invocation behind the generic internal code', () => {
    // Act
    const act = () =>
      invokeResponse({ error: { message: 'Task timed out after 25.00 seconds' }, result: null });

    // Assess
    expect(act).toThrow(expect.objectContaining({ message: 'internal', errorType: 'internal' }));
  });
});
