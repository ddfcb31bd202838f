import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';
import type { ConstDirectiveNode, GraphQLObjectType } from 'graphql';
import { decodeJwt, decodeProtectedHeader, importJWK, jwtVerify, type JWK, type JWTPayload } from 'jose';
import type { AppSyncAuthorizerEvent, AppSyncAuthorizerResult } from 'aws-lambda';

// The copy of graphql that graphql-yoga loads (see appsync-emulator.ts).
const { Kind } = createRequire(import.meta.url)('graphql') as typeof GraphQL;

export type AuthorizerHandler = (
  event: AppSyncAuthorizerEvent,
) => Promise<AppSyncAuthorizerResult<Record<string, unknown>>>;

export interface CognitoPool {
  issuer: string;
  clientId: string;
  /** Every app client whose ID tokens the API accepts (the hosted login's, one per brand). */
  clientIds?: readonly string[];
  publicJwk: JWK;
}

type AuthMode = 'cognito' | 'lambda' | 'iam' | 'apiKey' | 'oidc';

/** Who is calling, as the auth mode that let them in sees them; `identity` is AppSync's `ctx.identity`. */
export type Caller =
  | { mode: 'cognito'; identity: Record<string, unknown>; groups: string[] }
  | { mode: 'lambda'; identity: { resolverContext: Record<string, unknown> }; deniedFields: Set<string> };

const API_ID = 'local';

const directiveModes: Record<string, AuthMode> = {
  aws_cognito_user_pools: 'cognito',
  aws_auth: 'cognito',
  aws_lambda: 'lambda',
  aws_iam: 'iam',
  aws_api_key: 'apiKey',
  aws_oidc: 'oidc',
};

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
export function allowedModes(type: GraphQLObjectType, fieldName: string): AllowedModes {
  const field = type.getFields()[fieldName];
  return (
    modesFrom(field?.astNode?.directives) ??
    modesFrom(type.astNode?.directives) ?? { modes: new Set(['cognito']), cognitoGroups: null }
  );
}

/**
 * Whether the caller may reach the field: its auth mode is allowed there, a Cognito caller is in one of the
 * field's groups if it names any, and a Lambda-authorised caller's `deniedFields` do not list it.
 */
export function isAllowed(caller: Caller, type: GraphQLObjectType, fieldName: string): boolean {
  return callerAllowed(caller, allowedModes(type, fieldName), `${type.name}.${fieldName}`);
}

/** `isAllowed` with the field's modes found beforehand (`Type.field`): the emulator finds them once per field. */
export function callerAllowed(
  caller: Caller,
  { modes, cognitoGroups }: AllowedModes,
  field: string,
): boolean {
  if (!modes.has(caller.mode)) return false;
  if (caller.mode === 'cognito')
    return !cognitoGroups || cognitoGroups.some((g) => caller.groups.includes(g));
  return !caller.deniedFields.has(field);
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

/** `Type.field` from a denied field as the authorizer names it: `Type.field` or an ARN ending in it. */
export const deniedFieldName = (field: string): string =>
  field.replace(/^.*\/types\/([^/]+)\/fields\/([^/]+)$/, '$1.$2');

/** The caller of a request, or null for AppSync's HTTP 401: no token, or one its auth mode refuses. */
export type Authenticate = (
  headers: Record<string, string>,
  body: string,
  sourceIp: string,
) => Promise<Caller | null>;

export function createAuthenticator(
  cognito: CognitoPool,
  loadAuthorizer: () => Promise<AuthorizerHandler>,
): Authenticate {
  const cognitoKey = importJWK(cognito.publicJwk, 'RS256');
  // Tokens whose signature, issuer and audience held, until they expire: the pool's key and app clients do not
  // change while the stack runs, so only the expiry can end a token, and it is checked on every request.
  const verified = new Map<string, JWTPayload>();
  const unexpired = (payload: JWTPayload | undefined) =>
    payload && typeof payload.exp === 'number' && payload.exp > Date.now() / 1000 ? payload : undefined;

  async function verifiedPayload(token: string): Promise<JWTPayload> {
    const known = unexpired(verified.get(token));
    if (known) return known;
    verified.delete(token);
    const { payload } = await jwtVerify(token, await cognitoKey, {
      issuer: cognito.issuer,
      audience: [cognito.clientId, ...(cognito.clientIds ?? [])],
      algorithms: ['RS256'],
    });
    // A bound, as a long-running stack meets ever new tokens.
    if (verified.size >= 1_000) verified.clear();
    if (unexpired(payload)) verified.set(token, payload);
    return payload;
  }

  async function verifyCognito(token: string, sourceIp: string): Promise<Caller | null> {
    try {
      const payload = await verifiedPayload(token);
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
    const event = {
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
      return {
        mode: 'lambda',
        identity: { resolverContext: (result.resolverContext ?? {}) as Record<string, unknown> },
        deniedFields: new Set((result.deniedFields ?? []).map(deniedFieldName)),
      };
    } catch (error) {
      console.error('authorizer failed:', error);
      return null;
    }
  }

  return async (headers, body, sourceIp) => {
    const token = headers.authorization;
    if (!token) return null;
    // Whoever issued it: a JWT that is not our pool's is refused here, as AppSync refuses it, never authorised. A
    // token verified before parsed as a JWT then, so its shape is not decoded again on each of its requests.
    if (verified.has(token) || authModeOf(token) === 'cognito') return verifyCognito(token, sourceIp);
    return callAuthorizer(token, headers, body);
  };
}
