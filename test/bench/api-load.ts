// API latency under load over its floor (issues 10 and 35): 20 concurrent clients per operation against the local
// stack, and the same operation's DynamoDB calls sent by the bare SDK (dynamodb-floor.ts) to the stack's own
// DynamoDB Local, one after the other, in rounds. The budget is the ratio of the two p95s of one round, so the
// machine's load (two cores shared with whatever else runs) weighs on both sides alike; the rounds show the spread.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { localDynamoDbClient } from '../../infra/local/dynamodb.ts';
import { aQuestionnaire, gql, signUpAndLogIn } from './bench-session.ts';
import { cpuByConcern, topFunctions, type Concern } from './cpu-split.ts';
import { cpuMsOf, floorShapes, perRequest, seedFloor, underLoad } from './dynamodb-floor.ts';
import { p95Of } from './p95.ts';
import { startStackProcess, type StackProcess } from './stack-process.ts';

/** The load the budget names. */
const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
/** Rounds of (API, floor) per operation; the figures are the median round's. */
const ROUNDS = Number(process.env.BENCH_LOAD_ROUNDS ?? 3);
const WARM_UP_S = 5;
/** Seconds of the profiled pass that splits the stack's CPU by concern. */
const PROFILE_S = 10;
const RECORDS = 120;

const RECENT_MEETINGS = JSON.stringify({
  query:
    'query { recentMeetings(page: 0, limit: 12) { isMore meetings { id beneficiary date tags outcomeSet { name } } } }',
});
const ADD_ANSWER =
  'mutation($m: String!, $q: String!, $v: Int!) { AddLikertAnswer(meetingID: $m, questionID: $q, value: $v, allowOverwrite: true) { id } }';

type Load = { p95Ms: number; requests: number; errors: number; stackCpuMs: number; jvmCpuMs: number };

/** p95 of the observed latencies, GraphQL errors counted alongside non-2xx answers; the stack's CPU meanwhile. */
async function load(
  stack: StackProcess,
  token: string,
  nextBody: () => string,
  seconds: number,
): Promise<Load> {
  const latencies: number[] = [];
  let errors = 0;
  const stackBefore = cpuMsOf(stack.pid);
  const jvmBefore = cpuMsOf(stack.dynamoDb.pid);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${stack.url}/v1/graphql`,
        connections: CONNECTIONS,
        duration: seconds,
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
    p95Ms: p95Of(latencies),
    requests: result.requests.total,
    errors,
    stackCpuMs: cpuMsOf(stack.pid) - stackBefore,
    jvmCpuMs: cpuMsOf(stack.dynamoDb.pid) - jvmBefore,
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const median = <T>(values: T[], by: (value: T) => number): T =>
  [...values].sort((a, b) => by(a) - by(b))[Math.floor(values.length / 2)]!;

export async function measureApiLoad() {
  const stack = await startStackProcess({ profile: true });
  const client = localDynamoDbClient(stack.dynamoDb.endpoint);
  try {
    const { token } = await signUpAndLogIn(stack.url, stack.userPoolClientId, 'load@example.org');
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
    await seedFloor(client);
    const floor = floorShapes(client);
    let n = 0;
    const operations = {
      recentMeetings: { body: () => RECENT_MEETINGS, floor: floor.recentMeetings },
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
        floor: floor.addLikertAnswer,
      },
    };
    const names = Object.keys(operations) as (keyof typeof operations)[];
    // Both sides warm: V8's and the JVM's compilers take the first seconds.
    for (const name of names) {
      await load(stack, token, operations[name].body, WARM_UP_S);
      await underLoad(operations[name].floor, CONNECTIONS, WARM_UP_S * 1000, stack.dynamoDb.pid);
    }
    type Round = { api: Load; floor: Awaited<ReturnType<typeof underLoad>>; ratio: number };
    const rounds = { recentMeetings: [] as Round[], addLikertAnswer: [] as Round[] };
    for (let r = 0; r < ROUNDS; r += 1) {
      for (const name of names) {
        const api = await load(stack, token, operations[name].body, DURATION_S);
        const floorLoad = await underLoad(
          operations[name].floor,
          CONNECTIONS,
          DURATION_S * 1000,
          stack.dynamoDb.pid,
        );
        rounds[name].push({ api, floor: floorLoad, ratio: round2(api.p95Ms / floorLoad.p95Ms) });
      }
    }
    // The stack's CPU split by concern, from a profiled pass of its own (the profiler slows what it samples).
    const shares = {} as Record<keyof typeof operations, Record<Concern, number>>;
    const top = {} as Record<keyof typeof operations, ReturnType<typeof topFunctions>>;
    for (const name of names) {
      const { profile } = await stack.profile(() => load(stack, token, operations[name].body, PROFILE_S));
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
    const figures = each((name) => {
      const chosen = median(rounds[name], (round) => round.ratio);
      const { api } = chosen;
      const stackMs = api.stackCpuMs / api.requests;
      const split = Object.fromEntries(
        Object.entries(shares[name]).map(([concern, share]) => [concern, round2(stackMs * share)]),
      );
      return {
        chosen,
        ratios: rounds[name].map((round) => round.ratio),
        perSecond: Math.round(api.requests / DURATION_S),
        cpuMs: {
          ...split,
          dynamoDbLocal: perRequest(api.jvmCpuMs, api.requests),
          total: perRequest(api.stackCpuMs + api.jvmCpuMs, api.requests),
        },
      };
    });
    return {
      figures: {
        overFloor: each((name) => figures[name].chosen.ratio),
        overFloorRounds: each((name) => figures[name].ratios.join(' / ')),
        p95Ms: each((name) => figures[name].chosen.api.p95Ms),
        requests: each((name) => figures[name].chosen.api.requests),
        perSecond: each((name) => figures[name].perSecond),
        cpuMsPerRequest: each((name) => figures[name].cpuMs),
        errors: names.reduce(
          (sum, name) => sum + rounds[name].reduce((total, round) => total + round.api.errors, 0),
          0,
        ),
        floorP95Ms: each((name) => figures[name].chosen.floor.p95Ms),
        floorPerSecond: each((name) => figures[name].chosen.floor.perSecond),
        floorCpuMsPerRequest: each((name) => figures[name].chosen.floor.cpuMs),
      },
      topSelfTime: top,
    };
  } finally {
    client.destroy();
    await stack.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { recordResults } = await import('./results-file.ts');
  const { figures, topSelfTime } = await measureApiLoad();
  recordResults('api', figures);
  console.dir({ figures, topSelfTime }, { depth: 5 });
}
