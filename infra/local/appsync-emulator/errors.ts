import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';
import type { ExecutionResult, GraphQLError as GraphQLErrorType, GraphQLResolveInfo } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { ResolverError } from './appsync-utils.ts';

// The copy of graphql that graphql-yoga loads (see appsync-emulator.ts).
const { GraphQLError } = createRequire(import.meta.url)('graphql') as typeof GraphQL;

/** An error AppSync would return for a field: `errorType`, `data` and `errorInfo` beside its message. */
export class AppSyncError extends GraphQLError {
  constructor(
    message: string,
    info: GraphQLResolveInfo,
    errorType: string | null,
    errorInfo: unknown = null,
    data: unknown = null,
  ) {
    super(message, {
      nodes: info.fieldNodes,
      path: pathOf(info),
      extensions: { errorType, errorInfo, data },
    });
  }
}

function pathOf(info: GraphQLResolveInfo): (string | number)[] {
  const path: (string | number)[] = [];
  for (let p: GraphQLResolveInfo['path'] | undefined = info.path; p; p = p.prev) path.unshift(p.key);
  return path;
}

/** What AppSync reports for a `util.error`/`util.appendError` of the field's resolver. */
export const resolverFieldError = (error: ResolverError, info: GraphQLResolveInfo): AppSyncError =>
  new AppSyncError(error.message, info, error.errorType, error.errorInfo, error.data);

/** AppSync's refusal of a field the caller's auth mode may not reach; the field is null. */
export const unauthorizedFieldError = (info: GraphQLResolveInfo): AppSyncError =>
  new AppSyncError(
    `Not Authorized to access ${info.fieldName} on type ${info.parentType.name}`,
    info,
    'Unauthorized',
  );

/**
 * One error as AppSync writes it. An error without an `errorType` is not a resolver's: without a path, a request
 * the schema refuses (`ValidationError`); with one, a failure completing the field (a null for a non-null type) or
 * in the resolver code itself, which keeps the type the emulator always gave it.
 */
export function appSyncShape(error: GraphQLErrorType): Record<string, unknown> {
  const extensions = error.extensions ?? {};
  return {
    path: error.path ?? null,
    data: extensions.data ?? null,
    errorType:
      (extensions.errorType as string | null | undefined) ??
      (error.path ? 'Lambda:Unhandled' : 'ValidationError'),
    errorInfo: extensions.errorInfo ?? null,
    locations: error.locations ?? [],
    message: error.message,
  };
}

/** Per request: the errors resolvers appended with `util.appendError` while their fields still got a value. */
export interface AppendedErrors {
  appendedErrors: GraphQLErrorType[];
}

/** Yoga puts custom fields under `extensions`; AppSync puts `errorType` and `errorInfo` beside `message`. */
export function appSyncErrors(): Plugin<Record<string, unknown>, AppendedErrors> {
  return {
    onResultProcess({ result, setResult, serverContext }) {
      if (Array.isArray(result) || !result || typeof result !== 'object' || Symbol.asyncIterator in result)
        return;
      const execution = result as ExecutionResult;
      const errors = [...(execution.errors ?? []), ...(serverContext.appendedErrors ?? [])];
      if (!errors.length) return;
      // `data: null` as AppSync answers a request the schema refuses (HTTP 200); Yoga would call plain error
      // objects without data an unexpected failure and answer 500.
      setResult({ data: null, ...execution, errors: errors.map(appSyncShape) } as unknown as ExecutionResult);
    },
  };
}
