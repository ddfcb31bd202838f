// One APPSYNC_JS unit resolver for every root field: calls the GraphQL Lambda with the same payload a direct
// Lambda resolver event has, and turns the handler's { error: { type, message, info } } into a GraphQL error
// whose errorType is the error code (docs/runtime-contracts.md, "Errors").
import { util } from '@aws-appsync/utils';

export function request(ctx) {
  return {
    operation: 'Invoke',
    payload: {
      arguments: ctx.arguments,
      identity: ctx.identity,
      source: ctx.source,
      request: ctx.request,
      info: {
        fieldName: ctx.info.fieldName,
        parentTypeName: ctx.info.parentTypeName,
        variables: ctx.info.variables,
        selectionSetList: ctx.info.selectionSetList,
        selectionSetGraphQL: ctx.info.selectionSetGraphQL,
      },
      prev: ctx.prev,
      stash: ctx.stash,
    },
  };
}

export function response(ctx) {
  if (ctx.error) {
    // The invocation itself failed (timeout, throttling): never leak the Lambda's message.
    util.error('internal', 'internal');
  }
  const result = ctx.result;
  if (result && result.error) {
    util.error(result.error.message, result.error.type, null, result.error.info);
  }
  return result;
}
