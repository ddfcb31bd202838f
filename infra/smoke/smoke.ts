/**
 * The smoke test of a running Ripple (issue 28 §5): what a new charity does first, through the public surface
 * only — `/config.json`, Cognito's own API, `/v1/graphql` and `/v1/export/*` — so it runs the same against the
 * local stack and a deployed stage. It cleans up after itself; what it cannot remove is said in docs/deploy.md.
 */

/** One step's outcome, printed as it happens. */
export type SmokeStep = { name: string; ok: boolean; detail: string };

export type SmokeOptions = {
  /** The site's origin, e.g. `https://app.example.org` (a trailing slash is ignored). */
  baseUrl: string;
  /** Called after each step; the CLI prints it. */
  onStep?: (step: SmokeStep) => void;
  /** Injected by tests; the global fetch otherwise. */
  fetchImpl?: typeof fetch;
};

type SiteConfig = { region: string; userPoolClientId: string; cognitoEndpoint?: string };
type GraphqlAnswer<T> = { data?: T | null; errors?: { message: string; errorType?: string }[] };

const SCALE = { min: 1, max: 5 };

/** Thrown by a step; `runSmoke` reports it as that step's failure. */
class StepFailed extends Error {}

export async function runSmoke({ baseUrl, onStep, fetchImpl = fetch }: SmokeOptions): Promise<SmokeStep[]> {
  const origin = baseUrl.replace(/\/+$/, '');
  const steps: SmokeStep[] = [];
  const cleanUps: { name: string; run: () => Promise<unknown> }[] = [];

  const step = async <T>(name: string, act: () => Promise<{ value: T; detail: string }>) => {
    try {
      const { value, detail } = await act();
      record({ name, ok: true, detail });
      return value;
    } catch (error) {
      record({ name, ok: false, detail: error instanceof Error ? error.message : String(error) });
      throw new StepFailed(name);
    }
  };
  const record = (outcome: SmokeStep) => {
    steps.push(outcome);
    onStep?.(outcome);
  };

  const graphql = async <T>(
    authorization: string,
    query: string,
    variables: Record<string, unknown> = {},
  ) => {
    const response = await fetchImpl(`${origin}/v1/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as GraphqlAnswer<T>;
    const error = body.errors?.[0];
    if (error || !body.data) {
      throw new Error(`${error?.errorType ?? `HTTP ${response.status}`}: ${error?.message ?? 'no data'}`);
    }
    return body.data;
  };

  try {
    const config = await step('site configuration', async () => {
      const response = await fetchImpl(`${origin}/config.json`, { cache: 'no-store' });
      if (!response.ok) throw new Error(`/config.json answered HTTP ${response.status}`);
      const value = (await response.json()) as SiteConfig;
      if (!value.userPoolClientId || !value.region) throw new Error('/config.json lacks the Cognito client');
      return { value, detail: `region ${value.region}` };
    });
    const cognito = cognitoClient(config, fetchImpl);

    const unique = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const account = {
      name: 'Ripple smoke test',
      organisation: `Ripple smoke test ${unique}`,
      email: `smoke-${unique}@example.org`,
      password: `smoke-${unique}-Pw1!`,
    };

    await step('sign-up', async () => {
      const { AddOrg } = await graphql<{ AddOrg: { id: string } }>('anonymous', ADD_ORG, account);
      return { value: AddOrg.id, detail: `organisation ${AddOrg.id}` };
    });

    const tokens = await step('sign-in', async () => {
      const value = await cognito.signIn(account.email, account.password);
      return { value, detail: 'ID token issued' };
    });
    // Last in, first out: the account goes after everything made with it.
    cleanUps.push({ name: 'account', run: () => cognito.deleteUser(tokens.AccessToken) });
    const staff = tokens.IdToken;

    const questionnaire = await step('questionnaire', async () => {
      const { AddOutcomeSet } = await graphql<{ AddOutcomeSet: { id: string } }>(staff, ADD_QUESTIONNAIRE, {
        name: `Smoke ${unique}`,
      });
      const { AddLikertQuestion } = await graphql<{ AddLikertQuestion: { questions: { id: string }[] } }>(
        staff,
        ADD_QUESTION,
        {
          outcomeSetID: AddOutcomeSet.id,
          question: 'How are you today?',
          minValue: SCALE.min,
          maxValue: SCALE.max,
          labels: [
            { value: SCALE.min, label: 'Not well' },
            { value: SCALE.max, label: 'Very well' },
          ],
        },
      );
      const questionId = AddLikertQuestion.questions[0]?.id;
      if (!questionId) throw new Error('the new question is missing from the questionnaire');
      cleanUps.push({
        name: 'questionnaire',
        run: () => graphql(staff, DELETE_QUESTIONNAIRE, { outcomeSetID: AddOutcomeSet.id }),
      });
      return { value: { id: AddOutcomeSet.id, questionId }, detail: AddOutcomeSet.id };
    });

    const beneficiary = `smoke-${unique}`;
    await step('live record', async () => {
      const { AddMeeting } = await graphql<{ AddMeeting: { id: string } }>(staff, ADD_MEETING, {
        beneficiaryID: beneficiary,
        outcomeSetID: questionnaire.id,
      });
      cleanUps.push({
        name: 'live record',
        run: () => graphql(staff, DELETE_MEETING, { meetingID: AddMeeting.id }),
      });
      await graphql(staff, ANSWER, {
        meetingID: AddMeeting.id,
        questionID: questionnaire.questionId,
        value: 2,
      });
      const { CompleteMeeting } = await graphql<{ CompleteMeeting: { incomplete: boolean } }>(
        staff,
        COMPLETE,
        {
          meetingID: AddMeeting.id,
        },
      );
      if (CompleteMeeting.incomplete) throw new Error('the record is still incomplete after CompleteMeeting');
      return { value: AddMeeting.id, detail: `record ${AddMeeting.id} answered and completed` };
    });

    await step('remote link answered as a beneficiary', async () => {
      const { AddRemoteMeeting } = await graphql<{ AddRemoteMeeting: { JTI: string } }>(staff, ADD_REMOTE, {
        beneficiaryID: beneficiary,
        outcomeSetID: questionnaire.id,
        daysToComplete: 1,
      });
      const { jwt: linkToken } = await graphql<{ jwt: string }>('anonymous', LINK_TOKEN, {
        jti: AddRemoteMeeting.JTI,
      });
      const recordId = firstRecordOf(linkToken);
      cleanUps.push({
        name: 'remote record',
        run: () => graphql(staff, DELETE_MEETING, { meetingID: recordId }),
      });
      await graphql(linkToken, ANSWER, {
        meetingID: recordId,
        questionID: questionnaire.questionId,
        value: 4,
      });
      await graphql(linkToken, COMPLETE, { meetingID: recordId });
      return { value: recordId, detail: `record ${recordId} completed with the link's token` };
    });

    await step('report', async () => {
      const { report } = await graphql<{ report: { beneficiaries: { id: string }[] } }>(staff, REPORT, {
        questionnaire: questionnaire.id,
        start: new Date(Date.now() - 86_400_000).toISOString(),
        end: new Date(Date.now() + 86_400_000).toISOString(),
      });
      if (!report.beneficiaries.some(({ id }) => id === beneficiary)) {
        throw new Error('the beneficiary with two complete records is not in the report');
      }
      return { value: undefined, detail: `${report.beneficiaries.length} beneficiary in Distance Travelled` };
    });

    await step('export', async () => {
      const { exportMeetings: path } = await graphql<{ exportMeetings: string }>(staff, EXPORT, {
        questionnaire: questionnaire.id,
      });
      const response = await fetchImpl(`${origin}${path}`);
      if (!response.ok) throw new Error(`the download answered HTTP ${response.status}`);
      const rows = (await response.text()).split('\r\n').filter((line) => line.includes(beneficiary));
      if (rows.length !== 2) throw new Error(`the CSV has ${rows.length} rows of the beneficiary, not 2`);
      return { value: undefined, detail: 'CSV with both records' };
    });
  } catch (error) {
    if (!(error instanceof StepFailed)) throw error;
  } finally {
    await cleanUp(cleanUps, record);
  }
  return steps;
}

/** Removes what the run made, newest first; every part is tried even when one fails. */
async function cleanUp(
  cleanUps: { name: string; run: () => Promise<unknown> }[],
  record: (step: SmokeStep) => void,
) {
  if (cleanUps.length === 0) return;
  const failed: string[] = [];
  for (const { name, run } of [...cleanUps].reverse()) {
    await run().catch((error: unknown) =>
      failed.push(`${name}: ${error instanceof Error ? error.message : error}`),
    );
  }
  record({
    name: 'clean-up',
    ok: failed.length === 0,
    detail:
      failed.length === 0 ? `removed ${cleanUps.map(({ name }) => name).join(', ')}` : failed.join('; '),
  });
}

/** Cognito's own JSON API: the regional endpoint in the cloud, the local stack's `/cognito` here. */
function cognitoClient(config: SiteConfig, fetchImpl: typeof fetch) {
  const endpoint = config.cognitoEndpoint ?? `https://cognito-idp.${config.region}.amazonaws.com`;
  const call = async <T>(target: string, payload: unknown): Promise<T> => {
    const response = await fetchImpl(`${endpoint.replace(/\/+$/, '')}/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      },
      body: JSON.stringify(payload),
    });
    const body = (await response.json()) as T & { __type?: string; message?: string };
    if (!response.ok)
      throw new Error(`Cognito ${target}: ${body.__type ?? response.status} ${body.message ?? ''}`);
    return body;
  };
  return {
    async signIn(email: string, password: string) {
      const { AuthenticationResult } = await call<{
        AuthenticationResult?: { IdToken: string; AccessToken: string };
      }>('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: config.userPoolClientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      });
      if (!AuthenticationResult) throw new Error('Cognito answered with a challenge, not tokens');
      return AuthenticationResult;
    },
    deleteUser: (accessToken: string) => call('DeleteUser', { AccessToken: accessToken }),
  };
}

/** The first record a link token reaches (its `sequence` claim), whatever prefix the token carries before the JWT. */
export function firstRecordOf(linkToken: string): string {
  const jwt = /[\w-]+\.([\w-]+)\.[\w-]+$/.exec(linkToken);
  if (!jwt?.[1]) throw new Error('the link token is not a signed token');
  const claims = JSON.parse(Buffer.from(jwt[1], 'base64url').toString('utf8')) as { sequence?: unknown };
  const first = Array.isArray(claims.sequence) ? claims.sequence[0] : undefined;
  if (typeof first !== 'string') throw new Error('the link token names no record');
  return first;
}

const ADD_ORG = `mutation AddOrg($name: String!, $organisation: String!, $email: String!, $password: String!) {
  AddOrg(name: $name, organisation: $organisation, email: $email, password: $password) { id }
}`;
const ADD_QUESTIONNAIRE = `mutation AddQuestionnaire($name: String!) { AddOutcomeSet(name: $name) { id } }`;
const ADD_QUESTION = `mutation AddQuestion($outcomeSetID: ID!, $question: String!, $minValue: Int, $maxValue: Int!,
  $labels: [LabelInput]) {
  AddLikertQuestion(outcomeSetID: $outcomeSetID, question: $question, minValue: $minValue, maxValue: $maxValue,
    labels: $labels) { questions { id } }
}`;
const DELETE_QUESTIONNAIRE = `mutation DeleteQuestionnaire($outcomeSetID: ID!) { DeleteOutcomeSet(outcomeSetID: $outcomeSetID) }`;
const ADD_MEETING = `mutation AddMeeting($beneficiaryID: String!, $outcomeSetID: String!) {
  AddMeeting(beneficiaryID: $beneficiaryID, outcomeSetID: $outcomeSetID) { id }
}`;
const ADD_REMOTE = `mutation AddRemote($beneficiaryID: String!, $outcomeSetID: String!, $daysToComplete: Int) {
  AddRemoteMeeting(beneficiaryID: $beneficiaryID, outcomeSetID: $outcomeSetID, daysToComplete: $daysToComplete) { JTI }
}`;
const LINK_TOKEN = `query LinkToken($jti: String!) { jwt(jti: $jti) }`;
// Only what a beneficiary may read of its record: the id and whether it is complete.
const ANSWER = `mutation Answer($meetingID: String!, $questionID: String!, $value: Int!) {
  AddLikertAnswer(meetingID: $meetingID, questionID: $questionID, value: $value) { id }
}`;
const COMPLETE = `mutation Complete($meetingID: String!) { CompleteMeeting(meetingID: $meetingID) { id incomplete } }`;
const DELETE_MEETING = `mutation DeleteMeeting($meetingID: String!) { DeleteMeeting(meetingID: $meetingID) }`;
const REPORT = `query Report($questionnaire: String!, $start: String!, $end: String!) {
  report(questionnaire: $questionnaire, start: $start, end: $end) { beneficiaries { id } }
}`;
const EXPORT = `query Export($questionnaire: String!) { exportMeetings(questionnaire: $questionnaire) }`;
