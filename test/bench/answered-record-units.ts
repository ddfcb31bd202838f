// What one answered record costs in the units AWS bills (issue 28 §6, docs/cost.md): staff make a remote link
// for a beneficiary, who opens it on a phone for the first time and answers every question.
import { chromium, type Request } from '@playwright/test';
import { startLocalStack } from '../../infra/local/stack.ts';
import { summonCodeFor } from '../../web/src/features/beneficiary-links/utils/summon-code.ts';
import { aQuestionnaire, BENCH_QUESTIONS, gql, signUpAndLogIn } from './bench-session.ts';
import { meterConsumedCapacity, type ConsumedUnits } from './consumed-capacity.ts';

export type AnsweredRecordUnits = {
  /** Every request the phone made to the site: what CloudFront counts. */
  siteRequests: number;
  /** Bytes on the wire (compressed bodies and headers) of those answers: CloudFront's data transfer out. */
  siteKB: number;
  /** GraphQL requests: AppSync requests, each one invocation of the API Lambda. */
  graphqlRequests: number;
  /** The beneficiary's GraphQL requests, which carry a link token or none: each also runs the Lambda authorizer. */
  authorizerInvocations: number;
  /** Summed request time of the GraphQL calls as the phone saw them: an upper bound of the API Lambda's duration. */
  graphqlMs: number;
  /** DynamoDB's billing units of the whole record, link included. */
  dynamodb: ConsumedUnits;
};

const BENEFICIARY = 'cost-1';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'];

/** The phone's requests to the site, with their sizes and timings once each has finished. */
function recordRequests() {
  const finished: Promise<{ url: URL; bytes: number; ms: number }>[] = [];
  return {
    listen: (request: Request) =>
      finished.push(
        request.sizes().then((sizes) => {
          const timing = request.timing();
          return {
            url: new URL(request.url()),
            bytes: sizes.responseBodySize + sizes.responseHeadersSize + sizes.requestBodySize,
            ms: Math.max(0, timing.responseEnd - timing.requestStart),
          };
        }),
      ),
    all: () => Promise.all(finished),
  };
}

export async function measureAnsweredRecordUnits(): Promise<AnsweredRecordUnits> {
  const stack = await startLocalStack({ port: 0, inMemory: true, seed: false });
  // The handlers run in this process: their table's client is this module's.
  const { RippleTable } = await import('../../functions/src/core/table.ts');
  const meter = meterConsumedCapacity(RippleTable.getDocumentClient());
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const { token } = await signUpAndLogIn(stack.url, stack.userPoolClientId, 'cost@example.org');
    const questionnaire = await aQuestionnaire(stack.url, token);
    meter.take();

    // Act: the link as Settings' "Create link" makes it, then the beneficiary's first visit
    const { NewMeetingSummon } = await gql<{ NewMeetingSummon: string }>(
      stack.url,
      token,
      'mutation($q: String!, $b: String!) { NewMeetingSummon(outcomeSetID: $q, beneficiaryID: $b) }',
      { q: questionnaire.id, b: BENEFICIARY },
    );
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const requests = recordRequests();
    page.on('requestfinished', requests.listen);
    await page.goto(`http://app.localhost:${stack.port}/smn/${summonCodeFor(NewMeetingSummon, BENEFICIARY)}`);
    for (let question = 1; question <= BENCH_QUESTIONS; question += 1) {
      const slider = page.getByRole('slider', { name: `Question ${question}` });
      await slider.focus({ timeout: 60_000 });
      await page.keyboard.press('ArrowRight');
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await page.getByRole('heading', { name: 'Additional information' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Thank you' }).waitFor();
    await context.close();

    // Assess
    const seen = await requests.all();
    const graphql = seen.filter((request) => request.url.pathname === '/v1/graphql');
    return {
      siteRequests: seen.length,
      siteKB: Math.round(seen.reduce((sum, request) => sum + request.bytes, 0) / 102.4) / 10,
      graphqlRequests: graphql.length + 1,
      authorizerInvocations: graphql.length,
      graphqlMs: Math.round(graphql.reduce((sum, request) => sum + request.ms, 0)),
      dynamodb: meter.take(),
    };
  } finally {
    await browser.close();
    await stack.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { recordResults } = await import('./results-file.ts');
  const answeredRecord = await measureAnsweredRecordUnits();
  recordResults('cost', { answeredRecord });
  console.log(answeredRecord);
}
