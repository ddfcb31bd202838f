import { createServer, type Server } from 'node:http';
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAppSyncEmulator,
  loadAppSyncSchema,
  type AuthorizerHandler,
  type GraphqlHandler,
} from './appsync-emulator.ts';

const SDL = `
directive @aws_cognito_user_pools(cognito_groups: [String]) on OBJECT | FIELD_DEFINITION
directive @aws_lambda on OBJECT | FIELD_DEFINITION
type Query {
  staffOnly: Thing
  publicThing(id: ID!): Thing @aws_lambda
  both: String @aws_lambda @aws_cognito_user_pools
  failing: String @aws_lambda
  throwing: String @aws_lambda
}
type Thing @aws_lambda @aws_cognito_user_pools {
  id: ID!
  secret: String @aws_cognito_user_pools
}
`;

const RAW_FAILURE = 'connect ECONNREFUSED 127.0.0.1:8000 (table ripple-local)';
const ISSUER = 'http://localhost/cognito/eu-west-2_Test00001';
const CLIENT_ID = 'testclient';
const events: Record<string, unknown>[] = [];
let server: Server;
let url: string;
let idToken: string;
/** A JWT from another issuer (a link token's shape without its prefix), signed by a key the pool doesn't know. */
let foreignJwt: string;
const authorizerTokens: string[] = [];
const dir = mkdtempSync(join(tmpdir(), 'emulator-'));

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  idToken = await new SignJWT({ token_use: 'id', email: 'a@example.org', 'cognito:username': 'u1' })
    .setProtectedHeader({ alg: 'RS256' })
    .setIssuer(ISSUER)
    .setAudience(CLIENT_ID)
    .setSubject('user-1')
    .setExpirationTime('5m')
    .sign(privateKey);
  foreignJwt = await new SignJWT({ beneficiary: true, sequence: ['r1'] })
    .setProtectedHeader({ alg: 'ES256' })
    .setIssuer('ripple')
    .setAudience('ripple-link')
    .setSubject('ben-1')
    .setExpirationTime('5m')
    .sign((await generateKeyPair('ES256')).privateKey);
  writeFileSync(join(dir, 'schema.graphql'), SDL);
  const handler: GraphqlHandler = async (event) => {
    events.push(event as unknown as Record<string, unknown>);
    if (event.info.fieldName === 'failing')
      return { error: { type: 'thing.broken', message: 'thing.broken', info: { a: 1 } } };
    if (event.info.fieldName === 'both') return 'ok';
    if (event.info.fieldName === 'throwing') throw new Error(RAW_FAILURE);
    return { id: 'thing-1', secret: 's' };
  };
  // Authorises anything but `something-else`, so a 401 for a JWT shows it never reached the authorizer.
  const authorizer: AuthorizerHandler = async (event) => {
    authorizerTokens.push(event.authorizationToken);
    return event.authorizationToken === 'something-else'
      ? { isAuthorized: false }
      : { isAuthorized: true, resolverContext: { kind: 'anonymous' } };
  };
  const emulator = createAppSyncEmulator(loadAppSyncSchema([join(dir, 'schema.graphql')]), {
    cognito: { issuer: ISSUER, clientId: CLIENT_ID, publicJwk: await exportJWK(publicKey) },
    graphqlHandler: async () => handler,
    authorizerHandler: async () => authorizer,
  });
  server = createServer((req, res) => void emulator.handle(req, res));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/graphql`;
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function post(query: string, token?: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: Record<string, unknown> | null;
      errors?: Record<string, unknown>[];
    },
  };
}

describe('AppSync emulator', () => {
  it('builds a direct-resolver event with the Cognito identity and the selection set', async () => {
    // Prepare
    events.length = 0;

    // Act
    const { body } = await post('{ staffOnly { id ... on Thing { secret } } }', idToken);

    // Assess
    expect(body.data).toEqual({ staffOnly: { id: 'thing-1', secret: 's' } });
    expect(events[0]).toMatchObject({
      arguments: {},
      source: null,
      prev: null,
      stash: {},
      identity: { sub: 'user-1', issuer: ISSUER, username: 'u1', claims: { email: 'a@example.org' } },
      info: { fieldName: 'staffOnly', parentTypeName: 'Query', selectionSetList: ['id', 'secret'] },
    });
  });

  it('enforces the auth directives: field over type over the default Cognito mode', async () => {
    // Act
    const anonymousStaffField = await post('{ staffOnly { id } }', 'anonymous');
    const anonymousPublic = await post('{ publicThing(id: "1") { id secret } }', 'anonymous');
    const staffBoth = await post('{ both }', idToken);

    // Assess
    expect(anonymousStaffField.body.errors?.[0]).toMatchObject({
      errorType: 'Unauthorized',
      path: ['staffOnly'],
    });
    expect(anonymousPublic.body.data).toEqual({ publicThing: { id: 'thing-1', secret: null } });
    expect(anonymousPublic.body.errors?.[0]).toMatchObject({
      errorType: 'Unauthorized',
      path: ['publicThing', 'secret'],
    });
    expect(events.at(-1)).toMatchObject({ identity: { sub: 'user-1' } });
    expect(staffBoth.body.data).toEqual({ both: 'ok' });
  });

  it("turns the handler's { error } into an AppSync error with errorType and errorInfo", async () => {
    // Act
    const { body } = await post('{ failing }', 'anonymous');

    // Assess
    expect(body.data).toEqual({ failing: null });
    expect(body.errors?.[0]).toMatchObject({
      message: 'thing.broken',
      errorType: 'thing.broken',
      errorInfo: { a: 1 },
      path: ['failing'],
    });
  });

  it('answers a handler that throws as AppSync answers our resolver: internal, never the raw message', async () => {
    // Act
    const { status, body } = await post('{ throwing }', 'anonymous');

    // Assess
    expect(status).toBe(200);
    expect(body.data).toEqual({ throwing: null });
    expect(body.errors).toEqual([
      {
        path: ['throwing'],
        data: null,
        errorType: 'internal',
        errorInfo: null,
        locations: [{ line: 1, column: 3 }],
        message: 'internal',
      },
    ]);
    expect(JSON.stringify(body)).not.toContain('ECONNREFUSED');
  });

  it('answers no token, or one the authorizer refuses, with HTTP 401', async () => {
    // Act
    const missing = await post('{ both }');
    const refused = await post('{ both }', 'something-else');

    // Assess
    for (const { status, body } of [missing, refused]) {
      expect(status).toBe(401);
      expect(body.errors?.[0]).toMatchObject({ errorType: 'UnauthorizedException' });
    }
  });

  it('sends a JWT of any issuer to user-pool checks, never to the authorizer, and a prefixed one to the authorizer', async () => {
    // Prepare
    authorizerTokens.length = 0;
    const prefixed = `ripple-link.${foreignJwt}`;

    // Act
    const bare = await post('{ both }', foreignJwt);
    const bearer = await post('{ both }', `Bearer ${idToken}`);
    const dressed = await post('{ both }', prefixed);

    // Assess
    for (const { status, body } of [bare, bearer]) {
      expect(status).toBe(401);
      expect(body.errors?.[0]).toMatchObject({ errorType: 'UnauthorizedException' });
    }
    expect(dressed.body.data).toEqual({ both: 'ok' });
    expect(authorizerTokens).toEqual([prefixed]);
  });
});

describe('AppSync emulator with another resolver file', () => {
  it('runs the given code: an error it appends is reported beside the value it returns', async () => {
    // Prepare
    const file = join(dir, 'appending.js');
    writeFileSync(
      file,
      `import { util } from '@aws-appsync/utils';
       export function request(ctx) { return { operation: 'Invoke', payload: ctx.args }; }
       export function response(ctx) { util.appendError('partial', 'thing.partial', null, { n: 1 }); return 'ok'; }`,
    );
    const emulator = createAppSyncEmulator(loadAppSyncSchema([join(dir, 'schema.graphql')]), {
      cognito: {
        issuer: ISSUER,
        clientId: CLIENT_ID,
        publicJwk: await exportJWK((await generateKeyPair('RS256')).publicKey),
      },
      graphqlHandler: async () => async () => 'ignored',
      authorizerHandler: async () => async () => ({ isAuthorized: true, resolverContext: {} }),
      resolverFile: file,
    });
    const other = createServer((req, res) => void emulator.handle(req, res));
    await new Promise<void>((done) => other.listen(0, '127.0.0.1', done));
    const { port } = other.address() as { port: number };

    // Act
    const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'anonymous' },
      body: JSON.stringify({ query: '{ both }' }),
    });
    other.close();

    // Assess
    expect(await response.json()).toEqual({
      data: { both: 'ok' },
      errors: [
        {
          path: ['both'],
          data: null,
          errorType: 'thing.partial',
          errorInfo: { n: 1 },
          locations: [{ line: 1, column: 3 }],
          message: 'partial',
        },
      ],
    });
  });
});
