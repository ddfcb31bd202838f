import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';
import type {
  ConstDirectiveNode,
  ExecutionResult,
  FieldNode,
  GraphQLFieldConfig,
  GraphQLResolveInfo,
  GraphQLSchema,
  SelectionSetNode,
  GraphQLError as GraphQLErrorType,
  GraphQLObjectType as GraphQLObjectTypeType,
} from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { decodeJwt, decodeProtectedHeader, importJWK, jwtVerify, type JWK } from 'jose';
import type {
  AppSyncAuthorizerEvent,
  AppSyncAuthorizerResult,
  AppSyncResolverEvent,
  Context,
} from 'aws-lambda';
import { QUERY_DEPTH_LIMIT, REQUEST_BODY_LIMIT_BYTES, RESOLVER_COUNT_LIMIT } from '../lib/api-limits.ts';
import { implementAwsScalars } from './aws-scalars.ts';
import { queryLimitsRule } from './query-limits.ts';

// graphql-yoga loads graphql the way Node resolves it (CommonJS `main`); vitest's module runner would otherwise
// hand this file the ESM build, and graphql refuses a schema from "another realm". Load the same copy as yoga.
const { buildSchema, defaultFieldResolver, GraphQLError, Kind, print } = createRequire(import.meta.url)(
  'graphql',
) as typeof GraphQL;

export type GraphqlHandler = (
  event: AppSyncResolverEvent<Record<string, unknown>>,
  context: Context,
) => Promise<unknown>;
export type AuthorizerHandler = (
  event: AppSyncAuthorizerEvent,
) => Promise<AppSyncAuthorizerResult<Record<string, unknown>>>;

export interface AppSyncEmulatorOptions {
  /** `clientIds`: every app client whose ID tokens the API accepts (the hosted login's, one per brand). */
  cognito: { issuer: string; clientId: string; clientIds?: readonly string[]; publicJwk: JWK };
  /** Loaded lazily so the stack can set the handler's environment first, and start without functions/. */
  graphqlHandler: () => Promise<GraphqlHandler>;
  authorizerHandler: () => Promise<AuthorizerHandler>;
}

type AuthMode = 'cognito' | 'lambda' | 'iam' | 'apiKey' | 'oidc';

type Caller =
  | { mode: 'cognito'; identity: Record<string, unknown>; groups: string[] }
  | { mode: 'lambda'; identity: { resolverContext: Record<string, unknown> }; deniedFields: Set<string> };

interface RequestContext {
  caller: Caller;
  headers: Record<string, string>;
}

const API_ID = 'local';
const UNAUTHORIZED_BODY = JSON.stringify({
  errors: [{ errorType: 'UnauthorizedException', message: 'You are not authorized to make this call.' }],
});

const directiveModes: Record<string, AuthMode> = {
  aws_cognito_user_pools: 'cognito',
  aws_auth: 'cognito',
  aws_lambda: 'lambda',
  aws_iam: 'iam',
  aws_api_key: 'apiKey',
  aws_oidc: 'oidc',
};

/** An error AppSync would return: `errorType` and `errorInfo` at the top level of the error. */
class AppSyncError extends GraphQLError {
  constructor(message: string, info: GraphQLResolveInfo, errorType: string, errorInfo: unknown = null) {
    super(message, { nodes: info.fieldNodes, path: pathOf(info), extensions: { errorType, errorInfo } });
  }
}

function pathOf(info: GraphQLResolveInfo): (string | number)[] {
  const path: (string | number)[] = [];
  for (let p: GraphQLResolveInfo['path'] | undefined = info.path; p; p = p.prev) path.unshift(p.key);
  return path;
}

export function loadAppSyncSchema(files: string[]): GraphQLSchema {
  const schema = buildSchema(files.map((file) => readFileSync(file, 'utf8')).join('\n'));
  implementAwsScalars(schema);
  return schema;
}

interface AllowedModes {
  modes: Set<AuthMode>;
  cognitoGroups: string[] | null;
}

function modesFrom(directives: readonly ConstDirectiveNode[] | undefined): AllowedModes | null {
  const found = (directives ?? []).filter((d) => d.name.value in directiveModes);
  if (found.length === 0) return null;
  let cognitoGroups: string[] | null = null;
  for (const directive of found) {
    const groups = directive.arguments?.find((a) => a.name.value === 'cognito_groups')?.value;
    if (groups?.kind === Kind.LIST) {
      cognitoGroups = groups.values.flatMap((v) => (v.kind === Kind.STRING ? [v.value] : []));
    }
  }
  return { modes: new Set(found.map((d) => directiveModes[d.name.value]!)), cognitoGroups };
}

/** AppSync's rule: the field's directives win; else the type's; else the default mode (Cognito user pools). */
export function allowedModes(type: GraphQLObjectTypeType, fieldName: string): AllowedModes {
  const field = type.getFields()[fieldName];
  return (
    modesFrom(field?.astNode?.directives) ??
    modesFrom(type.astNode?.directives) ?? { modes: new Set(['cognito']), cognitoGroups: null }
  );
}

function isAllowed(caller: Caller, type: GraphQLObjectTypeType, fieldName: string): boolean {
  const { modes, cognitoGroups } = allowedModes(type, fieldName);
  if (!modes.has(caller.mode)) return false;
  if (caller.mode === 'cognito')
    return !cognitoGroups || cognitoGroups.some((g) => caller.groups.includes(g));
  return !caller.deniedFields.has(`${type.name}.${fieldName}`);
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

function selectionSetGraphQL(info: GraphQLResolveInfo): string {
  const node: FieldNode | undefined = info.fieldNodes[0];
  if (!node?.selectionSet) return '';
  const fragments = Object.values(info.fragments).map((f) => print(f));
  return [print(node.selectionSet), ...fragments].join('\n');
}

function lambdaContext(functionName: string): Context {
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

function isHandlerError(
  result: unknown,
): result is { error: { type: string; message?: string; info?: unknown } } {
  if (!result || typeof result !== 'object' || !('error' in result)) return false;
  const error = (result as { error: unknown }).error;
  return !!error && typeof error === 'object' && typeof (error as { type?: unknown }).type === 'string';
}

/** Every field checks the caller's auth mode; every root field is a direct Lambda resolver on the handler. */
function wireResolvers(schema: GraphQLSchema, loadHandler: () => Promise<GraphqlHandler>): void {
  const rootTypes = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name]);
  for (const named of Object.values(schema.getTypeMap())) {
    if (Object.prototype.toString.call(named) !== '[object GraphQLObjectType]' || named.name.startsWith('__'))
      continue;
    const type = named as GraphQLObjectTypeType;
    for (const field of Object.values(type.getFields())) {
      const isRoot = rootTypes.has(type.name);
      const resolve: GraphQLFieldConfig<unknown, RequestContext>['resolve'] = async (
        source,
        args,
        context,
        info,
      ) => {
        if (!isAllowed(context.caller, type, field.name)) {
          throw new AppSyncError(
            `Not Authorized to access ${field.name} on type ${type.name}`,
            info,
            'Unauthorized',
          );
        }
        if (!isRoot) return defaultFieldResolver(source, args, context, info);
        const event = {
          arguments: args,
          identity: context.caller.identity,
          source: null,
          request: { headers: context.headers, domainName: null },
          info: {
            fieldName: info.fieldName,
            parentTypeName: info.parentType.name,
            variables: info.variableValues,
            selectionSetList: selectionSetList(info),
            selectionSetGraphQL: selectionSetGraphQL(info),
          },
          prev: null,
          stash: {},
        } as unknown as AppSyncResolverEvent<Record<string, unknown>>;
        let result: unknown;
        try {
          const handler = await loadHandler();
          result = await handler(event, lambdaContext('ripple-local-graphql'));
        } catch (error) {
          // What AppSync reports when the function itself throws.
          throw new AppSyncError((error as Error).message, info, 'Lambda:Unhandled');
        }
        if (isHandlerError(result)) {
          const { type: code, message, info: errorInfo } = result.error;
          throw new AppSyncError(message ?? code, info, code, errorInfo ?? null);
        }
        return result;
      };
      field.resolve = resolve as typeof field.resolve;
    }
  }
}

function appSyncShape(error: GraphQLErrorType): Record<string, unknown> {
  const extensions = error.extensions ?? {};
  return {
    path: error.path ?? null,
    data: null,
    errorType:
      (extensions.errorType as string | undefined) ?? (error.path ? 'Lambda:Unhandled' : 'ValidationError'),
    errorInfo: extensions.errorInfo ?? null,
    locations: error.locations ?? [],
    message: error.message,
  };
}

/** Yoga puts custom fields under `extensions`; AppSync puts `errorType` and `errorInfo` beside `message`. */
function appSyncErrors(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || !result || typeof result !== 'object' || !('errors' in result)) return;
      const execution = result as ExecutionResult;
      if (!execution.errors?.length) return;
      // `data: null` as AppSync answers a request the schema refuses (HTTP 200); Yoga would call plain error
      // objects without data an unexpected failure and answer 500.
      setResult({
        data: null,
        ...execution,
        errors: execution.errors.map(appSyncShape),
      } as unknown as ExecutionResult);
    },
  };
}

/** AppSync's `queryDepthLimit` and `resolverCountLimit`, as set on the API (infra/lib/api-limits.ts). */
function queryLimits(): Plugin {
  const rule = queryLimitsRule({ depth: QUERY_DEPTH_LIMIT, resolvers: RESOLVER_COUNT_LIMIT });
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(rule);
    },
  };
}

const PAYLOAD_TOO_LARGE_BODY = JSON.stringify({
  errors: [
    {
      errorType: 'PayloadTooLarge',
      message: `The request body is larger than ${REQUEST_BODY_LIMIT_BYTES} bytes.`,
    },
  ],
});

/** The body, or null when it is over the API's size limit: then read to its end but not kept. */
async function readLimitedBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= REQUEST_BODY_LIMIT_BYTES) chunks.push(chunk as Buffer);
  }
  return size > REQUEST_BODY_LIMIT_BYTES ? null : Buffer.concat(chunks).toString('utf8');
}

function flatHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** Whether the value parses as a compact JWS: three base64url parts, a JSON header with `alg`, a JSON payload. */
function parsesAsJwt(value: string): boolean {
  const parts = value.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return false;
  try {
    decodeJwt(value);
    return typeof decodeProtectedHeader(value).alg === 'string';
  } catch {
    return false;
  }
}

/**
 * Which mode AppSync checks an `Authorization` value with when user pools and Lambda are both enabled, by its shape
 * and never by its issuer (docs/decisions.md, "Link tokens are not JWTs to AppSync"): a value that parses as a JWT,
 * or that carries the `Bearer` scheme AppSync keeps for OIDC, is checked as a user-pool token; anything else goes
 * to the Lambda authorizer. So a bare link JWT is refused here as it would be in the cloud.
 */
export function authModeOf(authorization: string): 'cognito' | 'lambda' {
  if (/^Bearer\s/i.test(authorization)) return 'cognito';
  return parsesAsJwt(authorization) ? 'cognito' : 'lambda';
}

export interface AppSyncEmulator {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

export function createAppSyncEmulator(
  schema: GraphQLSchema,
  options: AppSyncEmulatorOptions,
): AppSyncEmulator {
  let graphqlHandler: Promise<GraphqlHandler> | undefined;
  let authorizerHandler: Promise<AuthorizerHandler> | undefined;
  const loadGraphqlHandler = () => (graphqlHandler ??= options.graphqlHandler());
  const loadAuthorizer = () => (authorizerHandler ??= options.authorizerHandler());
  wireResolvers(schema, loadGraphqlHandler);
  const yoga = createYoga<RequestContext>({
    schema,
    graphqlEndpoint: '/graphql',
    maskedErrors: false,
    graphiql: false,
    landingPage: false,
    logging: false,
    // The API is same-origin behind CloudFront (`/v1/graphql`): no CORS headers, as in the cloud.
    cors: false,
    plugins: [appSyncErrors(), queryLimits()],
  });
  const cognitoKey = importJWK(options.cognito.publicJwk, 'RS256');

  async function verifyCognito(token: string, sourceIp: string): Promise<Caller | null> {
    try {
      const { payload } = await jwtVerify(token, await cognitoKey, {
        issuer: options.cognito.issuer,
        audience: [options.cognito.clientId, ...(options.cognito.clientIds ?? [])],
        algorithms: ['RS256'],
      });
      if (payload.token_use !== 'id') return null;
      const groups = Array.isArray(payload['cognito:groups']) ? (payload['cognito:groups'] as string[]) : [];
      return {
        mode: 'cognito',
        groups,
        identity: {
          sub: payload.sub,
          issuer: payload.iss,
          username: payload['cognito:username'] ?? payload.sub,
          claims: payload,
          sourceIp: [sourceIp],
          defaultAuthStrategy: 'ALLOW',
          groups: groups.length ? groups : null,
        },
      };
    } catch {
      return null;
    }
  }

  async function callAuthorizer(
    token: string,
    headers: Record<string, string>,
    body: string,
  ): Promise<Caller | null> {
    let request: { query?: string; operationName?: string; variables?: Record<string, unknown> } = {};
    try {
      request = JSON.parse(body) as typeof request;
    } catch {
      // The authorizer still decides; the query fields are just empty.
    }
    const event: AppSyncAuthorizerEvent = {
      authorizationToken: token,
      requestContext: {
        apiId: API_ID,
        accountId: '000000000000',
        requestId: randomUUID(),
        queryString: request.query ?? '',
        operationName: request.operationName,
        variables: request.variables ?? {},
      },
      requestHeaders: headers,
    } as AppSyncAuthorizerEvent;
    try {
      const result = await (await loadAuthorizer())(event);
      if (!result?.isAuthorized) return null;
      // deniedFields are `Type.field` or a field ARN ending in `/types/Type/fields/field`.
      const denied = (result.deniedFields ?? []).map((f) =>
        f.replace(/^.*\/types\/([^/]+)\/fields\/([^/]+)$/, '$1.$2'),
      );
      return {
        mode: 'lambda',
        identity: { resolverContext: (result.resolverContext ?? {}) as Record<string, unknown> },
        deniedFields: new Set(denied),
      };
    } catch (error) {
      console.error('authorizer failed:', error);
      return null;
    }
  }

  async function authenticate(headers: Record<string, string>, body: string, sourceIp: string) {
    const token = headers.authorization;
    if (!token) return null;
    // Whoever issued it: a JWT that is not our pool's is refused here, as AppSync refuses it, never authorised.
    if (authModeOf(token) === 'cognito') return verifyCognito(token, sourceIp);
    return callAuthorizer(token, headers, body);
  }

  return {
    async handle(req, res) {
      const body = await readLimitedBody(req);
      if (body === null) {
        res.writeHead(413, { 'content-type': 'application/json', 'x-amzn-errortype': 'PayloadTooLarge' });
        res.end(PAYLOAD_TOO_LARGE_BODY);
        return;
      }
      const headers = flatHeaders(req);
      // Same origin only: a cross-origin preflight gets no Access-Control-Allow-* and the browser stops there.
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { allow: 'POST, OPTIONS' });
        res.end();
        return;
      }
      const caller = await authenticate(headers, body, req.socket.remoteAddress ?? '127.0.0.1');
      if (!caller) {
        res.writeHead(401, {
          'content-type': 'application/json',
          'x-amzn-errortype': 'UnauthorizedException',
        });
        res.end(UNAUTHORIZED_BODY);
        return;
      }
      const response = await yoga.fetch(
        'http://127.0.0.1/graphql',
        {
          method: req.method ?? 'POST',
          headers,
          body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
        },
        { caller, headers },
      );
      const responseHeaders: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        responseHeaders[name] = value;
      });
      res.writeHead(response.status, responseHeaders);
      res.end(Buffer.from(await response.arrayBuffer()));
    },
  };
}
