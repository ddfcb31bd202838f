// API latency under load over its floor (issues 10 and 35): 20 concurrent clients per operation against the local
// stack, and the same operation's DynamoDB calls sent by the bare SDK (dynamodb-floor.ts) to the stack's own
// DynamoDB Local, in alternating slices of 200 requests so that the machine's load (two cores shared with whatever
// else runs) weighs on both sides alike. The budget is the ratio of the two p95s over all slices; the ratio of each
// round (a third of them) shows the spread.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/dynamodb.ts';
import { aQuestionnaire, gql, signUpAndLogIn } from './bench-session.ts';
import { cpuByConcern, topFunctions, type Concern } from './cpu-split.ts';
import { cpuMsOf, floorShapes, perRequest, underLoad, type FloorTarget } from './dynamodb-floor.ts';
import { p95Of } from './p95.ts';
import { startStackProcess, type StackProcess } from './stack-process.ts';

/** The load the budget names. */
const CONNECTIONS = 20;
/** Rounds per operation, each of SLICES slices: PER_CLIENT requests from each client to the API, then to the floor. */
const ROUNDS = Number(process.env.BENCH_LOAD_ROUNDS ?? 3);
const SLICES = 4;
const PER_CLIENT = Number(process.env.BENCH_LOAD_PER_CLIENT ?? 10);
const WARM_UP = 5;
/** Requests per client of the profiled pass that splits the stack's CPU by concern. */
const PROFILE_PER_CLIENT = 10;
const RECORDS = 120;

const RECENT_MEETINGS = JSON.stringify({
  query:
    'query { recentMeetings(page: 0, limit: 12) { isMore meetings { id beneficiary date tags outcomeSet { name } } } }',
});
const ADD_ANSWER =
  'mutation($m: String!, $q: String!, $v: Int!) { AddLikertAnswer(meetingID: $m, questionID: $q, value: $v, allowOverwrite: true) { id } }';

type Load = {
  latencies: number[];
  ms: number;
  requests: number;
  errors: number;
  stackCpuMs: number;
  jvmCpuMs: number;
};

/**
 * `perClient` requests from each of the clients, one after another; autocannon stops once they are all answered, so
 * no slow answer in flight is dropped at the end, as the floor's loops wait for theirs too. GraphQL errors count
 * alongside non-2xx answers; the stack's and DynamoDB Local's CPU meanwhile.
 */
async function load(
  stack: StackProcess,
  token: string,
  nextBody: () => string,
  perClient: number,
): Promise<Load> {
  const latencies: number[] = [];
  let errors = 0;
  const stackBefore = cpuMsOf(stack.pid);
  const jvmBefore = cpuMsOf(stack.dynamoDb.pid);
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${stack.url}/v1/graphql`,
        connections: CONNECTIONS,
        amount: CONNECTIONS * perClient,
        timeout: 60,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: token },
            setupRequest: (request) => ({ ...request, body: nextBody() }),
            onResponse: (status, body) => {
              if (status < 200 || status > 299 || body.includes('"errors"')) errors += 1;
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  return {
    latencies,
    ms: performance.now() - started,
    requests: result.requests.total,
    errors: errors + result.timeouts,
    stackCpuMs: cpuMsOf(stack.pid) - stackBefore,
    jvmCpuMs: cpuMsOf(stack.dynamoDb.pid) - jvmBefore,
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The user id of an ID token (its `sub`), whose items the floor reads. */
const subjectOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string }).sub;

export async function measureApiLoad() {
  const stack = await startStackProcess({ profile: true });
  // The SDK's default attempts, as the handler's client has: DynamoDB Local closes connections left idle for a
  // while, and the SDK sends again on a fresh one, for the floor as for the handler.
  const floorClients = [0, 1].map(
    () =>
      new DynamoDBClient({
        endpoint: stack.dynamoDb.endpoint,
        region: LOCAL_REGION,
        credentials: LOCAL_CREDENTIALS,
      }),
  );
  try {
    const { orgId, token } = await signUpAndLogIn(stack.url, stack.userPoolClientId, 'load@example.org');
    const questionnaire = await aQuestionnaire(stack.url, token);
    const meetings: string[] = [];
    for (let i = 0; i < RECORDS; i += 1) {
      const { AddMeeting } = await gql<{ AddMeeting: { id: string } }>(
        stack.url,
        token,
        'mutation($b: String!, $q: String!) { AddMeeting(beneficiaryID: $b, outcomeSetID: $q, tags: ["load"]) { id } }',
        { b: `ben-${i % 40}`, q: questionnaire.id },
      );
      meetings.push(AddMeeting.id);
    }
    // The floor reads and answers the API's own items, so that its calls and their answers are the API's size.
    const target: FloorTarget = {
      userId: subjectOf(token),
      orgId,
      questionnaireId: questionnaire.id,
      questionIds: questionnaire.questions,
      meetingIds: meetings,
    };
    // The floor's clients live as long as the run, as the handler's does; one per operation, as it makes its own.
    const floorShape = {
      recentMeetings: floorShapes(floorClients[0]!, target),
      addLikertAnswer: floorShapes(floorClients[1]!, target),
    };
    const floorPhase = (shape: 'recentMeetings' | 'addLikertAnswer', perClient: number) =>
      underLoad(floorShape[shape][shape], CONNECTIONS, perClient, stack.dynamoDb.pid);
    let n = 0;
    const operations = {
      recentMeetings: { body: () => RECENT_MEETINGS },
      addLikertAnswer: {
        body: () => {
          n += 1;
          return JSON.stringify({
            query: ADD_ANSWER,
            variables: {
              m: meetings[n % meetings.length],
              q: questionnaire.questions[n % questionnaire.questions.length],
              v: 1 + (n % 5),
            },
          });
        },
      },
    };
    const names = Object.keys(operations) as (keyof typeof operations)[];
    // Both sides warm: V8's and the JVM's compilers take the first seconds.
    for (const name of names) {
      await load(stack, token, operations[name].body, WARM_UP);
      await floorPhase(name, WARM_UP);
    }
    // Short slices of API and floor one after the other, so that both sides see the same background load of a
    // shared machine; each round pools its slices.
    type Floor = Awaited<ReturnType<typeof floorPhase>>;
    type Round = { api: Load[]; floor: Floor[] };
    const rounds = { recentMeetings: [] as Round[], addLikertAnswer: [] as Round[] };
    for (let r = 0; r < ROUNDS; r += 1) {
      for (const name of names) {
        const round: Round = { api: [], floor: [] };
        for (let slice = 0; slice < SLICES; slice += 1) {
          round.api.push(await load(stack, token, operations[name].body, PER_CLIENT));
          round.floor.push(await floorPhase(name, PER_CLIENT));
        }
        rounds[name].push(round);
      }
    }
    // The stack's CPU split by concern, from a profiled pass of its own (the profiler slows what it samples).
    const shares = {} as Record<keyof typeof operations, Record<Concern, number>>;
    const top = {} as Record<keyof typeof operations, ReturnType<typeof topFunctions>>;
    for (const name of names) {
      const { profile } = await stack.profile(() =>
        load(stack, token, operations[name].body, PROFILE_PER_CLIENT),
      );
      // For a closer look (Chrome DevTools, speedscope): BENCH_PROFILE_DIR=/tmp/profiles.
      if (process.env.BENCH_PROFILE_DIR)
        writeFileSync(join(process.env.BENCH_PROFILE_DIR, `${name}.cpuprofile`), JSON.stringify(profile));
      const ms = cpuByConcern(profile);
      const total = Object.values(ms).reduce((sum, value) => sum + value, 0);
      shares[name] = Object.fromEntries(
        Object.entries(ms).map(([concern, value]) => [concern, value / total]),
      ) as Record<Concern, number>;
      top[name] = topFunctions(profile);
    }
    const each = <T>(value: (name: keyof typeof operations) => T) =>
      Object.fromEntries(names.map((name) => [name, value(name)])) as Record<keyof typeof operations, T>;
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    const ratioOf = (api: Load[], floor: Floor[]) =>
      round2(p95Of(api.flatMap((l) => l.latencies)) / p95Of(floor.flatMap((l) => l.latencies)));
    const figures = each((name) => {
      const api = rounds[name].flatMap((round) => round.api);
      const floor = rounds[name].flatMap((round) => round.floor);
      const requests = sum(api.map((l) => l.requests));
      const floorRequests = sum(floor.map((l) => l.latencies.length));
      const stackMs = sum(api.map((l) => l.stackCpuMs)) / requests;
      const split = Object.fromEntries(
        Object.entries(shares[name]).map(([concern, share]) => [concern, round2(stackMs * share)]),
      );
      const seconds = sum(api.map((l) => l.ms)) / 1000;
      const floorSeconds = sum(floor.map((l) => l.ms)) / 1000;
      const floorCpu = (key: 'dynamoDbLocal' | 'sdk') =>
        round2(sum(floor.map((l) => l.cpuMs[key] * l.latencies.length)) / floorRequests);
      return {
        ratio: ratioOf(api, floor),
        ratios: rounds[name].map((round) => ratioOf(round.api, round.floor)),
        p95Ms: p95Of(api.flatMap((l) => l.latencies)),
        requests,
        errors: sum(api.map((l) => l.errors)),
        perSecond: Math.round(requests / seconds),
        cpuMs: {
          ...split,
          dynamoDbLocal: perRequest(sum(api.map((l) => l.jvmCpuMs)), requests),
          total: perRequest(sum(api.map((l) => l.stackCpuMs + l.jvmCpuMs)), requests),
        },
        floorP95Ms: p95Of(floor.flatMap((l) => l.latencies)),
        floorPerSecond: Math.round(floorRequests / floorSeconds),
        floorCpuMs: {
          dynamoDbLocal: floorCpu('dynamoDbLocal'),
          sdk: floorCpu('sdk'),
          total: round2(floorCpu('dynamoDbLocal') + floorCpu('sdk')),
        },
      };
    });
    return {
      figures: {
        overFloor: each((name) => figures[name].ratio),
        overFloorRounds: each((name) => figures[name].ratios.join(' / ')),
        p95Ms: each((name) => figures[name].p95Ms),
        requests: each((name) => figures[name].requests),
        perSecond: each((name) => figures[name].perSecond),
        cpuMsPerRequest: each((name) => figures[name].cpuMs),
        errors: sum(names.map((name) => figures[name].errors)),
        floorP95Ms: each((name) => figures[name].floorP95Ms),
        floorPerSecond: each((name) => figures[name].floorPerSecond),
        floorCpuMsPerRequest: each((name) => figures[name].floorCpuMs),
      },
      topSelfTime: top,
    };
  } finally {
    for (const each of floorClients) each.destroy();
    await stack.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { recordResults } = await import('./results-file.ts');
  const { figures, topSelfTime } = await measureApiLoad();
  recordResults('api', figures);
  console.dir({ figures, topSelfTime }, { depth: 5 });
}
