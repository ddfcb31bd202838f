// API latency under load (issue 10): 20 concurrent clients for 20 s per operation against the local stack.
import autocannon from 'autocannon';
import { aQuestionnaire, gql, signUpAndLogIn } from './bench-session.ts';
import { startStackProcess } from './stack-process.ts';

/** The load the budget names; the floor benchmark (dynamodb-floor.ts) applies the same. */
export const CONNECTIONS = 20;
export const DURATION_S = 20;
const RECORDS = 120;

const RECENT_MEETINGS = JSON.stringify({
  query:
    'query { recentMeetings(page: 0, limit: 12) { isMore meetings { id beneficiary date tags outcomeSet { name } } } }',
});
const ADD_ANSWER =
  'mutation($m: String!, $q: String!, $v: Int!) { AddLikertAnswer(meetingID: $m, questionID: $q, value: $v, allowOverwrite: true) { id } }';

/** The 95th percentile of `latencies` (sorted in place), in ms to one decimal. */
export function p95Of(latencies: number[]): number {
  latencies.sort((a, b) => a - b);
  const p95 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.95))] ?? NaN;
  return Math.round(p95 * 10) / 10;
}

type Load = { p95Ms: number; requests: number; errors: number };

/** p95 of the observed latencies, GraphQL errors counted alongside non-2xx answers. */
async function load(url: string, token: string, nextBody: () => string): Promise<Load> {
  const latencies: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}/v1/graphql`,
        connections: CONNECTIONS,
        duration: DURATION_S,
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
  };
}

export async function measureApiLoad() {
  const stack = await startStackProcess();
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
    const recent = await load(stack.url, token, () => RECENT_MEETINGS);
    let n = 0;
    const answer = await load(stack.url, token, () => {
      n += 1;
      return JSON.stringify({
        query: ADD_ANSWER,
        variables: {
          m: meetings[n % meetings.length],
          q: questionnaire.questions[n % questionnaire.questions.length],
          v: 1 + (n % 5),
        },
      });
    });
    return {
      p95Ms: { recentMeetings: recent.p95Ms, addLikertAnswer: answer.p95Ms },
      requests: { recentMeetings: recent.requests, addLikertAnswer: answer.requests },
      errors: recent.errors + answer.errors,
    };
  } finally {
    await stack.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { recordResults } = await import('./results-file.ts');
  const figures = await measureApiLoad();
  recordResults('api', figures);
  console.log(figures);
}
