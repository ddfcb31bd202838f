// Cold starts of the Lambda bundles (issue 35, budget 2): the time from spawning a fresh Node process to the
// handler's first answer (module evaluation plus one invocation against the stack's DynamoDB Local), as a ratio to
// a minimal handler bundled the same way that makes the same DynamoDB calls with the bare SDK (cold-start-floor.ts),
// measured alternately in the same run; the median of several of each.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, symlinkSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { decodeJwt, exportJWK, generateKeyPair } from 'jose';
import {
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  LOCAL_TABLE_NAME,
  localDynamoDbClient,
} from '../../infra/local/dynamodb.ts';
import { aQuestionnaire, gql, signUpAndLogIn } from './bench-session.ts';
import { seedFloor } from './dynamodb-floor.ts';
import { LAMBDA_BUNDLING, LAMBDA_ENTRIES } from './lambda-bundles.ts';
import { startStackProcess } from './stack-process.ts';

const RUNS = Number(process.env.BENCH_COLD_RUNS ?? 7);
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const INVOKE = fileURLToPath(new URL('./cold-start-invoke.mjs', import.meta.url));
const FLOOR = 'test/bench/cold-start-floor.ts';

/** Milliseconds from spawning the process to its line on stdout (the handler's answer). */
function coldStart(bundle: string, exportName: string, event: unknown, env: NodeJS.ProcessEnv) {
  return new Promise<{ ms: number; answer: string }>((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [INVOKE, bundle, exportName, JSON.stringify(event)], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve({ ms: performance.now() - started, answer: output.trim() });
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!output.includes('\n')) reject(new Error(`${bundle} exited with ${code} before answering`));
    });
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

export async function measureColdStarts() {
  const stack = await startStackProcess();
  const dir = mkdtempSync(join(tmpdir(), 'ripple-cold-'));
  // The bundles leave the SDK out, as Lambda's runtime provides it; here the repository's copy resolves.
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  const client = localDynamoDbClient(stack.dynamoDb.endpoint);
  try {
    const { orgId, token } = await signUpAndLogIn(stack.url, stack.userPoolClientId, 'cold@example.org');
    const staff = decodeJwt(token);
    const questionnaire = await aQuestionnaire(stack.url, token);
    const { AddMeeting } = await gql<{ AddMeeting: { id: string } }>(
      stack.url,
      token,
      'mutation($q: String!) { AddMeeting(beneficiaryID: "ben-1", outcomeSetID: $q, tags: ["cold"]) { id } }',
      { q: questionnaire.id },
    );
    await seedFloor(client);

    // The tokens the functions verify, signed with a key of this run that the functions are given.
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      AWS_REGION: LOCAL_REGION,
      TABLE_NAME: LOCAL_TABLE_NAME,
      AWS_ENDPOINT_URL_DYNAMODB: stack.dynamoDb.endpoint,
      AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
      AWS_EC2_METADATA_DISABLED: 'true',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      USER_POOL_ID: 'eu-west-2_bench',
      LINK_TOKEN_PRIVATE_JWK: JSON.stringify({ ...(await exportJWK(privateKey)), alg: 'ES256' }),
      SITE_URL: 'http://app.localhost:3000',
      BILLING_WEBHOOK_SECRET: 'whsec_bench',
      OUTBOX_DIR: dir,
    };
    Object.assign(process.env, {
      AWS_REGION: env.AWS_REGION,
      LINK_TOKEN_PRIVATE_JWK: env.LINK_TOKEN_PRIVATE_JWK,
    });
    const { signLinkToken } = await import('../../functions/src/core/link-token.ts');
    const { signExportToken } = await import('../../functions/src/domains/exports/export-token.ts');
    const { signWebhook } = await import('../../functions/src/domains/billing/webhook-signature.ts');
    const linkToken = await signLinkToken({
      orgId,
      beneficiaryId: 'ben-1',
      sequence: [AddMeeting.id],
      jti: randomUUID(),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const exportToken = await signExportToken({
      orgId,
      userId: String(staff.sub),
      query: { kind: 'beneficiary', questionnaire: questionnaire.id, beneficiary: 'ben-1' },
    });

    const webhookBody = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'customer.subscription.updated',
      data: { object: { customer: 'cus_bench', status: 'active' } },
    });
    const functionUrlEvent = (method: string, rawPath: string, headers: Record<string, string> = {}) => ({
      rawPath,
      rawQueryString: '',
      headers,
      queryStringParameters: {},
      requestContext: { http: { method, path: rawPath } },
      isBase64Encoded: false,
      body: method === 'POST' ? '{}' : undefined,
    });
    /** Each bundle's first request, and which minimal handler makes the same DynamoDB calls. */
    const cases: Record<
      keyof typeof LAMBDA_ENTRIES,
      { event: unknown; floor: 'graphql' | 'one' | 'verify' | 'none' }
    > = {
      // A staff member's page of records: user, membership, records, questionnaire.
      graphql: {
        event: {
          arguments: { page: 0, limit: 12 },
          identity: {
            sub: staff.sub,
            username: staff.sub,
            claims: staff,
            sourceIp: ['127.0.0.1'],
            defaultAuthStrategy: 'ALLOW',
            groups: null,
          },
          source: null,
          request: { headers: {}, domainName: null },
          info: {
            fieldName: 'recentMeetings',
            parentTypeName: 'Query',
            variables: {},
            selectionSetList: ['isMore', 'meetings', 'meetings/id'],
            selectionSetGraphQL: '{ isMore meetings { id } }',
          },
          prev: null,
          stash: {},
        },
        floor: 'graphql',
      },
      // A beneficiary's first request: the link token checked (signature and claims; no DynamoDB call), against the
      // same signature check by node:crypto alone.
      authorizer: {
        event: {
          authorizationToken: linkToken,
          requestContext: {
            apiId: 'bench',
            accountId: '000000000000',
            requestId: randomUUID(),
            queryString: `query { meeting(id: "${AddMeeting.id}") { id } }`,
            variables: {},
          },
          requestHeaders: {},
        },
        floor: 'verify',
      },
      // A beneficiary's records as CSV: membership, questionnaire, records.
      export: { event: functionUrlEvent('GET', `/v1/export/${exportToken}`), floor: 'graphql' },
      // The payment provider's signed webhook of a subscription of a customer Ripple does not know: one read.
      billing: {
        event: {
          ...functionUrlEvent('POST', '/v1/don/webhook', {
            'stripe-signature': signWebhook(webhookBody, env.BILLING_WEBHOOK_SECRET!),
          }),
          body: webhookBody,
        },
        floor: 'one',
      },
      // Cognito's trigger for a verified user.
      'pre-authentication': {
        event: { request: { userAttributes: { email_verified: 'true' }, userNotFound: false } },
        floor: 'none',
      },
    };

    const bundles: Record<string, { file: string; kB: number }> = {};
    for (const [name, entry] of Object.entries({ ...LAMBDA_ENTRIES, floor: FLOOR })) {
      const file = join(dir, `${name}.mjs`);
      await build({ ...LAMBDA_BUNDLING, entryPoints: [join(ROOT, entry)], outfile: file });
      bundles[name] = { file, kB: round(statSync(file).size / 1024) };
    }

    const figures: Record<string, { ms: number; floorMs: number; ratio: number; bundleKB: number }> = {};
    for (const [name, { event, floor }] of Object.entries(cases)) {
      const own: number[] = [];
      const bare: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const mine = await coldStart(bundles[name]!.file, 'handler', event, env);
        // The first run shows what the handler answered: a refusal where an answer was meant is a broken bench.
        if (run === 0) console.log(`${name}: ${mine.answer.slice(0, 100)}`);
        own.push(mine.ms);
        bare.push((await coldStart(bundles.floor!.file, floor, event, env)).ms);
      }
      figures[name] = {
        ms: round(median(own)),
        floorMs: round(median(bare)),
        ratio: round(median(own) / median(bare), 2),
        bundleKB: bundles[name]!.kB,
      };
    }
    return figures;
  } finally {
    client.destroy();
    rmSync(dir, { recursive: true, force: true });
    await stack.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { recordResults } = await import('./results-file.ts');
  const coldStart = await measureColdStarts();
  recordResults('lambda', { coldStart });
  console.table(coldStart);
}
