import { describe, expect, it } from 'vitest';
import type { ResolverContext } from '../../infra/local/appsync-emulator/event.ts';
import { loadResolverCode } from '../../infra/local/appsync-emulator/resolver.ts';

// The file as the emulator loads it: its own code, with the `util` of @aws-appsync/utils that util.error throws from.
const { request, response } = loadResolverCode();

type Ctx = Record<string, unknown>;
const invokeRequest = (ctx: Ctx) =>
  request(ctx as unknown as ResolverContext) as { operation: string; payload: Record<string, unknown> };
const invokeResponse = (ctx: Ctx) => response(ctx as unknown as ResolverContext);

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
