import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';
import type {
  GraphQLFieldConfig,
  GraphQLSchema,
  GraphQLError as GraphQLErrorType,
  GraphQLObjectType as GraphQLObjectTypeType,
} from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { AppSyncResolverEvent, Context } from 'aws-lambda';
import { QUERY_DEPTH_LIMIT, REQUEST_BODY_LIMIT_BYTES, RESOLVER_COUNT_LIMIT } from '../lib/api-limits.ts';
import {
  allowedModes,
  callerAllowed,
  createAuthenticator,
  type AuthorizerHandler,
  type Caller,
  type CognitoPool,
} from './appsync-emulator/auth.ts';
import {
  appSyncErrors,
  resolverFieldError,
  unauthorizedFieldError,
  type AppendedErrors,
} from './appsync-emulator/errors.ts';
import { lambdaContext, resolverContext } from './appsync-emulator/event.ts';
import { loadResolverCode, resolveWithLambda, type ResolverCode } from './appsync-emulator/resolver.ts';
import { implementAwsScalars } from './aws-scalars.ts';
import { queryLimitsRule } from './query-limits.ts';

// graphql-yoga loads graphql the way Node resolves it (CommonJS `main`); vitest's module runner would otherwise
// hand this file the ESM build, and graphql refuses a schema from "another realm". Load the same copy as yoga.
const { buildSchema, defaultFieldResolver } = createRequire(import.meta.url)('graphql') as typeof GraphQL;

export type { AuthorizerHandler } from './appsync-emulator/auth.ts';

export type GraphqlHandler = (
  event: AppSyncResolverEvent<Record<string, unknown>>,
  context: Context,
) => Promise<unknown>;

export interface AppSyncEmulatorOptions {
  cognito: CognitoPool;
  /** Loaded lazily so the stack can set the handler's environment first, and start without functions/. */
  graphqlHandler: () => Promise<GraphqlHandler>;
  authorizerHandler: () => Promise<AuthorizerHandler>;
  /** The APPSYNC_JS resolver of every root field; the one the cloud runs unless a test gives another. */
  resolverFile?: string;
}

interface RequestContext extends AppendedErrors {
  caller: Caller;
  headers: Record<string, string>;
}

const UNAUTHORIZED_BODY = JSON.stringify({
  errors: [{ errorType: 'UnauthorizedException', message: 'You are not authorized to make this call.' }],
});

export function loadAppSyncSchema(files: string[]): GraphQLSchema {
  const schema = buildSchema(files.map((file) => readFileSync(file, 'utf8')).join('\n'));
  implementAwsScalars(schema);
  return schema;
}

/**
 * Every field checks the caller's auth mode; every root field runs the resolver code on the GraphQL Lambda, as
 * the cloud's unit resolvers on its Lambda data source do (docs/decisions.md, "The emulator runs our resolver").
 */
function wireResolvers(
  schema: GraphQLSchema,
  code: ResolverCode,
  loadHandler: () => Promise<GraphqlHandler>,
): void {
  const rootTypes = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name]);
  const invoke = async (payload: unknown) =>
    (await loadHandler())(
      payload as AppSyncResolverEvent<Record<string, unknown>>,
      lambdaContext('ripple-local-graphql'),
    );
  for (const named of Object.values(schema.getTypeMap())) {
    if (Object.prototype.toString.call(named) !== '[object GraphQLObjectType]' || named.name.startsWith('__'))
      continue;
    const type = named as GraphQLObjectTypeType;
    const isRoot = rootTypes.has(type.name);
    for (const field of Object.values(type.getFields())) {
      // Read from the schema's directives once here, not on each of the many fields a response resolves.
      const modes = allowedModes(type, field.name);
      const fieldName = `${type.name}.${field.name}`;
      const resolve: GraphQLFieldConfig<unknown, RequestContext>['resolve'] = async (
        source,
        args,
        context,
        info,
      ) => {
        if (!callerAllowed(context.caller, modes, fieldName)) throw unauthorizedFieldError(info);
        if (!isRoot) return defaultFieldResolver(source, args, context, info);
        const ctx = resolverContext(args, info, context.caller.identity, context.headers);
        const { value, appended, error } = await resolveWithLambda(code, ctx, invoke);
        context.appendedErrors.push(...appended.map((e) => resolverFieldError(e, info)));
        if (error) throw resolverFieldError(error, info);
        return value;
      };
      field.resolve = resolve as typeof field.resolve;
    }
  }
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
  // Compiled once here, never per request: the emulator sits on every request of the bench.
  wireResolvers(schema, loadResolverCode(options.resolverFile), loadGraphqlHandler);
  const authenticate = createAuthenticator(options.cognito, loadAuthorizer);
  const yoga = createYoga<RequestContext>({
    schema,
    graphqlEndpoint: '/graphql',
    maskedErrors: false,
    graphiql: false,
    landingPage: false,
    logging: false,
    // The API is same-origin behind CloudFront (`/v1/graphql`): no CORS headers, as in the cloud.
    cors: false,
    // `handle` refuses a body over AppSync's limit before yoga sees it (`readLimitedBody`), and Node's HTTP parser an
    // invalid Content-Length; yoga's own 25 MB limit would only pipe every body through a stream that counts its
    // bytes and aborts a signal when done: about a tenth of the emulator's CPU (docs/decisions.md, issue 35).
    maxRequestBodySize: false,
    plugins: [appSyncErrors(), queryLimits()],
  });

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
      const appendedErrors: GraphQLErrorType[] = [];
      const response = await yoga.fetch(
        'http://127.0.0.1/graphql',
        {
          method: req.method ?? 'POST',
          headers,
          body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
        },
        { caller, headers, appendedErrors },
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
