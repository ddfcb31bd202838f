import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';
import type { FieldNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';
import type { Context } from 'aws-lambda';

// The copy of graphql that graphql-yoga loads (see appsync-emulator.ts).
const { Kind, print } = createRequire(import.meta.url)('graphql') as typeof GraphQL;

/**
 * The `ctx` AppSync hands a resolver's handlers (the resolver context object reference,
 * https://docs.aws.amazon.com/appsync/latest/devguide/resolver-context-reference-js.html): what the request
 * handler reads, and `result`/`error` the data source leaves for the response handler.
 */
export interface ResolverContext {
  arguments: Record<string, unknown>;
  args: Record<string, unknown>;
  identity: unknown;
  source: unknown;
  request: { headers: Record<string, string>; domainName: string | null };
  info: {
    fieldName: string;
    parentTypeName: string;
    variables: Record<string, unknown>;
    selectionSetList: string[];
    selectionSetGraphQL: string;
  };
  prev: unknown;
  stash: Record<string, unknown>;
  result?: unknown;
  error?: { message: string; type: string };
}

/** AppSync's `selectionSetList`: every selected field path below the root field, fragments flattened. */
export function selectionSetList(info: GraphQLResolveInfo): string[] {
  const list: string[] = [];
  const walk = (set: SelectionSetNode | undefined, prefix: string) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        const path = prefix + selection.name.value;
        if (selection.name.value !== '__typename') list.push(path);
        walk(selection.selectionSet, `${path}/`);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, prefix);
      } else {
        walk(info.fragments[selection.name.value]?.selectionSet, prefix);
      }
    }
  };
  for (const node of info.fieldNodes) walk(node.selectionSet, '');
  return [...new Set(list)];
}

/** AppSync's `selectionSetGraphQL`: the field's selection set as GraphQL text, with the fragments it may use. */
export function selectionSetGraphQL(info: GraphQLResolveInfo): string {
  const node: FieldNode | undefined = info.fieldNodes[0];
  if (!node?.selectionSet) return '';
  const fragments = Object.values(info.fragments).map((f) => print(f));
  return [print(node.selectionSet), ...fragments].join('\n');
}

/**
 * `selectionSetList` and `selectionSetGraphQL` of a root field, once per field of a parsed document: graphql-yoga
 * keeps each query's parsed document, so the same query's next request brings the same field node.
 */
const selections = new WeakMap<FieldNode, { list: string[]; graphql: string }>();
const selectionsOf = (info: GraphQLResolveInfo) => {
  const node = info.fieldNodes[0];
  const known = node && selections.get(node);
  if (known) return known;
  const computed = { list: selectionSetList(info), graphql: selectionSetGraphQL(info) };
  if (node) selections.set(node, computed);
  return computed;
};

/** The `ctx` of a root field's resolver: the caller's identity and the HTTP request's headers. */
export function resolverContext(
  args: Record<string, unknown>,
  info: GraphQLResolveInfo,
  identity: unknown,
  headers: Record<string, string>,
): ResolverContext {
  const { list, graphql } = selectionsOf(info);
  return {
    arguments: args,
    args,
    identity,
    source: null,
    request: { headers, domainName: null },
    info: {
      fieldName: info.fieldName,
      parentTypeName: info.parentType.name,
      variables: info.variableValues,
      // A copy: the resolver's code may change what it is handed.
      selectionSetList: [...list],
      selectionSetGraphQL: graphql,
    },
    prev: null,
    stash: {},
  };
}

/** The Lambda `context` the handler gets with each invocation. */
export function lambdaContext(functionName: string): Context {
  const start = Date.now();
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:eu-west-2:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, 30_000 - (Date.now() - start)),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
