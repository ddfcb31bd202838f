// The demo organisation that a first `npm start` creates, with enough work in it to try every staff page.
import { ONS4_CATALOGUE_ID } from '../../functions/src/domains/catalogue/data/ons4.ts';
import { addOrg } from './add-org.ts';
import { callGraphql as call, type GraphqlError } from './graphql-call.ts';
import { passwordSignIn } from './password-sign-in.ts';

export interface DemoCredentials {
  email: string;
  password: string;
  name?: string;
  organisation?: string;
}

export const DEFAULT_DEMO: Required<DemoCredentials> = {
  email: 'demo@example.org',
  password: 'demo-password',
  name: 'Demo User',
  organisation: 'Riverside Community Trust',
};

/** Answers to satisfied, worthwhile, happy and anxious (0–10). */
type Ons4Answers = [number, number, number, number];

/** A visit: the programme it belongs to (the record's tag) and the answers given. */
type DemoVisit = { tag: string; answers: Ons4Answers };

/** A beneficiary of the demo data: their area tag and their visits, oldest first. */
type DemoBeneficiary = { id: string; tags: string[]; visits: DemoVisit[] };

/** Days before the first start on which each visit took place: an intake, a review and a recent check-in. */
const VISIT_DAYS_AGO = [150, 75, 14] as const;

const mentoring = (...answers: Ons4Answers): DemoVisit => ({ tag: 'mentoring', answers });
const dropIn = (...answers: Ons4Answers): DemoVisit => ({ tag: 'drop-in', answers });

/**
 * Six people a small charity might support. Most improve, one gets worse and one has only been seen once, so
 * that a report and a journey look like real ones rather than a straight line.
 */
const BENEFICIARIES: DemoBeneficiary[] = [
  {
    id: 'RCT-0101',
    tags: ['north'],
    visits: [mentoring(4, 5, 4, 7), mentoring(6, 6, 6, 5), mentoring(7, 8, 7, 3)],
  },
  { id: 'RCT-0102', tags: ['north'], visits: [dropIn(3, 4, 3, 8), dropIn(4, 4, 5, 7), dropIn(6, 6, 6, 5)] },
  { id: 'RCT-0103', tags: ['south'], visits: [mentoring(5, 6, 5, 6), mentoring(7, 7, 8, 4)] },
  { id: 'RCT-0104', tags: ['south'], visits: [dropIn(6, 7, 6, 4), dropIn(5, 6, 4, 6), dropIn(4, 5, 4, 7)] },
  {
    id: 'RCT-0105',
    tags: ['north'],
    visits: [dropIn(2, 3, 2, 9), mentoring(4, 5, 4, 7), mentoring(6, 7, 6, 4)],
  },
  { id: 'RCT-0106', tags: ['south'], visits: [dropIn(5, 5, 6, 5)] },
];

/**
 * Marks a local user's email verified, as the code the hosted login emails would: for the demo login, whose
 * address (demo@example.org) nobody can read mail for.
 */
export async function markEmailVerified(url: string, userPoolId: string, email: string): Promise<void> {
  const response = await fetch(`${url}/cognito/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.AdminUpdateUserAttributes',
    },
    body: JSON.stringify({
      UserPoolId: userPoolId,
      Username: email,
      // cognito-local takes email_verified only beside the email it verifies.
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  });
  if (!response.ok)
    throw new Error(`Could not verify ${email}: HTTP ${response.status} ${await response.text()}`);
}

/**
 * Creates the demo user and organisation through AddOrg, with its email verified so that the printed login
 * works on the hosted login at once; false when the account already exists.
 */
export async function createDemoAccount(
  url: string,
  demo: Required<DemoCredentials>,
  userPoolId: string,
): Promise<boolean> {
  try {
    await addOrg(url, demo);
    await markEmailVerified(url, userPoolId, demo.email);
    return true;
  } catch (failure) {
    // Already there (e.g. stack.json was deleted but the data kept): nothing to do.
    if ((failure as { error?: GraphqlError }).error?.errorType === 'signup.emailExists') return false;
    throw new Error(`Could not create the demo organisation: ${(failure as Error).message}`);
  }
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

/** A beneficiary's tags, then each visit as a historic record: answered and completed, dated `conducted`. */
async function recordVisits(
  url: string,
  token: string,
  questionnaire: { id: string; questions: { id: string }[] },
  beneficiary: DemoBeneficiary,
  now: Date,
): Promise<void> {
  await call(
    url,
    token,
    'mutation($id: String!, $tags: [String]) { EditBeneficiaryTags(id: $id, tags: $tags) { id } }',
    {
      id: beneficiary.id,
      tags: beneficiary.tags,
    },
  );
  for (const [visit, { tag, answers }] of beneficiary.visits.entries()) {
    const { AddMeeting } = await call<{ AddMeeting: { id: string } }>(
      url,
      token,
      'mutation($b: String!, $q: String!, $c: String, $t: [String]) { AddMeeting(beneficiaryID: $b, outcomeSetID: $q, conducted: $c, tags: $t) { id } }',
      {
        b: beneficiary.id,
        q: questionnaire.id,
        c: daysBefore(now, VISIT_DAYS_AGO[visit]!),
        t: [tag],
      },
    );
    // Each answer is its own write, so they can go side by side (records.repository.ts `setAnswer`).
    await Promise.all(
      answers.map((value, index) =>
        call(
          url,
          token,
          'mutation($m: String!, $q: String!, $v: Int!) { AddLikertAnswer(meetingID: $m, questionID: $q, value: $v) { id } }',
          { m: AddMeeting.id, q: questionnaire.questions[index]!.id, v: value },
        ),
      ),
    );
    await call(url, token, 'mutation($m: String!) { CompleteMeeting(meetingID: $m) { id } }', {
      m: AddMeeting.id,
    });
  }
}

/**
 * The demo organisation's sample work, written through the API as the demo user: the ONS wellbeing questionnaire
 * from the catalogue and `BENEFICIARIES`' records, so that the activity feed, journeys and a Distance
 * Travelled report all have something to show on a first start.
 */
export async function seedDemoWork(
  url: string,
  clientId: string,
  demo: DemoCredentials,
  now = new Date(),
): Promise<void> {
  const { status, idToken: token } = await passwordSignIn(url, clientId, demo.email, demo.password);
  if (!token) throw new Error(`Could not sign in as the demo user (HTTP ${status})`);
  const { importQuestionnaire } = await call<{
    importQuestionnaire: { id: string; questions: { id: string }[] };
  }>(url, token, 'mutation($id: String!) { importQuestionnaire(id: $id) { id questions { id } } }', {
    id: ONS4_CATALOGUE_ID,
  });
  await Promise.all(
    BENEFICIARIES.map((beneficiary) => recordVisits(url, token, importQuestionnaire, beneficiary, now)),
  );
}
