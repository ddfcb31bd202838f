import { execFileSync } from 'node:child_process';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { aPerson, checkPage, logIn, mustCallApi, signUpAndLogIn, VIEWPORTS, type Person } from './steps.ts';

/**
 * The operator console (issue 30): an operator made with `npm run ops -- operator add`, turning plugins on, and
 * suspending an organisation, as seen by that organisation's members.
 */

/** `npm run ops -- …` against this run's local stack (playwright.config.ts shares its data folder). */
function ops(...args: string[]): string {
  return execFileSync('npx', ['tsx', 'scripts/ops.ts', ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    encoding: 'utf8',
  });
}

/** A new browser context signed in as a new staff person with an organisation of their own. */
async function aMember(browser: Browser, who: Person): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpAndLogIn(page, who);
  return page;
}

const operator = aPerson('Olive Operator', 'ops-operator');
let operatorPage: Page;

test.beforeAll(async ({ browser }) => {
  // The operator signs up as anyone does, is made an operator on the command line, then signs in again (the
  // group is in the ID token).
  await (await aMember(browser, operator)).context().close();
  ops('operator', 'add', operator.email);
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await logIn(page, operator);
  await expect(page.getByRole('heading', { name: `Welcome, ${operator.name}` })).toBeVisible();
  operatorPage = page;
});

test.afterAll(async () => {
  await operatorPage?.context().close();
});

/** In the console: opens the organisation named `name` from the searched list. */
async function openOrganisation(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Operations' }).click();
  await expect(page.getByRole('heading', { name: 'Operations', level: 1 })).toBeVisible();
  await page.getByLabel('Search organisations').fill(name);
  await expect(page.getByText('1 organisation', { exact: true })).toBeVisible();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

/** In the console's organisation page: the form named `card` acts with `button` and `reason`. */
async function act(page: Page, card: string, button: string, reason: string) {
  const form = page.getByRole('form', { name: card });
  await form.getByLabel('Reason').fill(reason);
  await form.getByRole('button', { name: button }).click();
  await expect(form.getByLabel('Reason')).toHaveValue('');
}

const QUESTIONS = ['Mood', 'Sleep', 'Safety'] as const;
type Answers = Record<(typeof QUESTIONS)[number], number>;

/** Three beneficiaries with two records each and one with a single record (docs/reports.md rule 5). */
const RECORDS: { beneficiary: string; date: string; answers: Answers }[] = [
  { beneficiary: 'ben-A', date: '2024-02-01T10:00:00Z', answers: { Mood: 2, Sleep: 3, Safety: 4 } },
  { beneficiary: 'ben-A', date: '2024-05-01T10:00:00Z', answers: { Mood: 4, Sleep: 3, Safety: 5 } },
  { beneficiary: 'ben-B', date: '2024-03-01T10:00:00Z', answers: { Mood: 1, Sleep: 2, Safety: 5 } },
  { beneficiary: 'ben-B', date: '2024-06-01T10:00:00Z', answers: { Mood: 3, Sleep: 1, Safety: 5 } },
  { beneficiary: 'ben-C', date: '2024-04-01T10:00:00Z', answers: { Mood: 5, Sleep: 5, Safety: 5 } },
  { beneficiary: 'ben-C', date: '2024-07-01T10:00:00Z', answers: { Mood: 4, Sleep: 5, Safety: 3 } },
  { beneficiary: 'ben-D', date: '2024-04-15T10:00:00Z', answers: { Mood: 3, Sleep: 3, Safety: 3 } },
];

/** A 1–5 questionnaire "Outcomes" with the records above, through the API; returns its id. */
async function seedRecords(page: Page): Promise<string> {
  const { AddOutcomeSet } = await mustCallApi<{ AddOutcomeSet: { id: string } }>(
    page,
    'mutation { AddOutcomeSet(name: "Outcomes") { id } }',
  );
  const id = AddOutcomeSet.id;
  const questionIDs: Record<string, string> = {};
  for (const short of QUESTIONS) {
    const { AddLikertQuestion } = await mustCallApi<{ AddLikertQuestion: { questions: { id: string }[] } }>(
      page,
      `mutation ($id: ID!, $question: String!, $short: String) {
        AddLikertQuestion(outcomeSetID: $id, question: $question, short: $short, minValue: 1, maxValue: 5,
          labels: [{ value: 1, label: "Low" }, { value: 5, label: "High" }]) { questions { id } }
      }`,
      { id, question: `How would you rate your ${short.toLowerCase()} this week?`, short },
    );
    questionIDs[short] = AddLikertQuestion.questions.at(-1)!.id;
  }
  for (const record of RECORDS) {
    const { AddMeeting } = await mustCallApi<{ AddMeeting: { id: string } }>(
      page,
      'mutation ($ben: String!, $q: String!, $at: String) { AddMeeting(beneficiaryID: $ben, outcomeSetID: $q, conducted: $at) { id } }',
      { ben: record.beneficiary, q: id, at: record.date },
    );
    for (const short of QUESTIONS)
      await mustCallApi(
        page,
        'mutation ($m: String!, $q: String!, $v: Int!) { AddLikertAnswer(meetingID: $m, questionID: $q, value: $v) { id } }',
        { m: AddMeeting.id, q: questionIDs[short], v: record.answers[short] },
      );
    await mustCallApi(page, 'mutation ($m: String!) { CompleteMeeting(meetingID: $m) { id } }', {
      m: AddMeeting.id,
    });
  }
  return id;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Each beneficiary's records in date order, those with at least `min` records. */
function cohort(min: number): Answers[][] {
  const byBeneficiary = new Map<string, Answers[]>();
  for (const record of RECORDS)
    byBeneficiary.set(record.beneficiary, [...(byBeneficiary.get(record.beneficiary) ?? []), record.answers]);
  return [...byBeneficiary.values()].filter((records) => records.length >= min);
}

test('sve: an operator turns the plugin on, and the charity completes the social-value flow', async ({
  browser,
}) => {
  // Prepare: a charity with records, whose member sees no Social Value item yet
  const grace = aPerson('Grace Hopper', 'ops-sve');
  const member = await aMember(browser, grace);
  await seedRecords(member);
  const nav = member.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Social Value' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Operations' })).toHaveCount(0);

  // Act: the operator turns sve on, with a reason
  await openOrganisation(operatorPage, grace.organisation);
  await act(operatorPage, 'Plugins', 'Turn on sve', 'Trial of the Social Value Engine');

  // Assess: the console and its audit log say so
  const plugins = operatorPage.getByRole('form', { name: 'Plugins' });
  await expect(plugins.getByRole('button', { name: 'Turn off sve' })).toBeVisible();
  await expect(operatorPage.getByText('Turned on sve')).toBeVisible();
  await expect(operatorPage.getByText('Reason: Trial of the Social Value Engine')).toBeVisible();
  await expect(operatorPage.getByText(`${operator.email} (console)`)).toBeVisible();

  // Act: the member reloads and follows the new menu item through the report form
  await member.reload();
  await nav.getByRole('link', { name: 'Social Value' }).click();
  await expect(member.getByRole('heading', { name: 'Social Value Engine', level: 1 })).toBeVisible();
  await member.getByLabel('Questionnaire').selectOption({ label: 'Outcomes' });
  await member.getByRole('button', { name: 'Continue' }).click();

  // Act: Drop off, Attribution and Dead weight, then the hand-off (kept on loopback: the external site is stubbed)
  await expect(
    member.getByText('The values come from 3 beneficiaries with at least two records.'),
  ).toBeVisible();
  await member.getByLabel('Drop off').selectOption({ label: 'Mood' });
  await member.getByLabel('Attribution').selectOption({ label: 'Safety' });
  await member.getByLabel('Dead weight').selectOption({ label: 'Sleep' });
  const included = cohort(2);
  const latest = (q: keyof Answers) => (mean(included.map((r) => r.at(-1)![q])) - 1) / 4;
  const initial = (q: keyof Answers) => (mean(included.map((r) => r[0]![q])) - 1) / 4;
  await expect(member.locator('output[for="sve-dropOff"]')).toHaveText(
    `${(latest('Mood') * 100).toFixed(1)} %`,
  );
  let handedOff: URL | undefined;
  await member.context().route('https://www.socialvalueengine.com/**', async (route) => {
    handedOff = new URL(route.request().url());
    await route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<title>Social Value Engine</title>',
    });
  });
  await member.getByRole('button', { name: 'Send to the Social Value Engine' }).click();

  // Assess: the external site's import address with the three values as fractions
  await expect.poll(() => handedOff?.pathname).toBe('/deflators/import');
  const round = (value: number) => String(Math.round(value * 10_000) / 10_000);
  expect(Object.fromEntries(handedOff!.searchParams)).toEqual({
    a: round(latest('Safety')),
    dw: round(initial('Sleep')),
    do: round(latest('Mood')),
  });
  await member.context().close();
});

test('diluted report: an operator turns it on and the diluted tab counts single-record beneficiaries', async ({
  browser,
}) => {
  // Prepare
  const mary = aPerson('Mary Somerville', 'ops-diluted');
  const member = await aMember(browser, mary);
  const questionnaireID = await seedRecords(member);
  const reportPath = `/report/dist/${questionnaireID}/1970-01-01T00:00:00Z/2030-01-01T00:00:00Z?vis=table`;
  await member.goto(reportPath);
  await expect(member.getByRole('heading', { name: 'Distance Travelled' })).toBeVisible();
  const types = member.getByRole('navigation', { name: 'Report type' });
  await expect(types.getByRole('link', { name: '~ Distance Travelled' })).toHaveCount(0);

  // Act: the operator turns diluted_report on
  await openOrganisation(operatorPage, mary.organisation);
  await act(operatorPage, 'Plugins', 'Turn on diluted_report', 'Asked for by the charity');
  await expect(operatorPage.getByText('Turned on diluted_report')).toBeVisible();

  // Act: the member reloads and opens the new tab
  await member.reload();
  await types.getByRole('link', { name: '~ Distance Travelled' }).click();

  // Assess: all four beneficiaries, ben-D's single record both initial and latest
  await expect(member).toHaveURL(/\/report\/diluted_dist\//);
  await expect(member.getByText('This report aggregates data covering 4 beneficiaries:')).toBeVisible();
  await member.getByRole('radio', { name: 'Table' }).check();
  const table = member.getByRole('table');
  const all = cohort(1);
  for (const question of QUESTIONS) {
    const first = mean(all.map((records) => records[0]![question]));
    const last = mean(all.map((records) => records.at(-1)![question]));
    await expect(
      table
        .getByRole('row')
        .filter({ has: member.getByRole('rowheader', { name: question, exact: true }) })
        .getByRole('cell'),
    ).toHaveText([first.toFixed(2), last.toFixed(2), (last - first).toFixed(2)]);
  }
  await member.context().close();
});

test('suspension: the members of a suspended organisation can read but not write, until it is restored', async ({
  browser,
}) => {
  // Prepare
  const kath = aPerson('Katherine Johnson', 'ops-suspend');
  const member = await aMember(browser, kath);
  await mustCallApi(member, 'mutation { AddOutcomeSet(name: "Wellbeing") { id } }');

  // Act: the operator suspends the organisation
  await openOrganisation(operatorPage, kath.organisation);
  await act(
    operatorPage,
    'Suspension',
    'Suspend the organisation',
    'Unpaid invoice, agreed with the trustees',
  );

  // Assess: the console shows it, at 360 px and on a desktop
  await expect(
    operatorPage.getByText(/^Suspended by .* “Unpaid invoice, agreed with the trustees”/),
  ).toBeVisible();
  await expect(operatorPage.getByRole('button', { name: 'Restore the organisation' })).toBeVisible();
  await checkPage(operatorPage, 'ops-organisation');

  // Assess: the member sees the notice and can still read
  await member.goto('/questions');
  await expect(member.getByText('This organisation is suspended')).toBeVisible();
  await expect(member.getByRole('link', { name: 'Wellbeing', exact: true })).toBeVisible();

  // Act: a write
  await member.goto('/questions/new/custom');
  await member.getByLabel('Name', { exact: true }).fill('Confidence');
  await member.getByRole('button', { name: 'Create' }).click();

  // Assess: refused, with the reason
  await expect(
    member
      .getByRole('alert')
      .filter({ hasText: 'Your change was not saved because the organisation is suspended.' }),
  ).toBeVisible();
  const refused = await member.evaluate(async () => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('.idToken'));
    const response = await fetch('/v1/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: localStorage.getItem(key!) ?? '' },
      body: JSON.stringify({ query: 'mutation { AddOutcomeSet(name: "Another") { id } }' }),
    });
    return ((await response.json()) as { errors?: { errorType?: string }[] }).errors?.[0]?.errorType;
  });
  expect(refused).toBe('organisation.suspended');

  // Act: the operator restores it
  await act(operatorPage, 'Suspension', 'Restore the organisation', 'Invoice paid');

  // Assess: the notice is gone and writing works again
  await member.goto('/questions/new/custom');
  await expect(member.getByLabel('Name', { exact: true })).toBeVisible();
  await expect(member.getByText('This organisation is suspended')).toHaveCount(0);
  await member.getByLabel('Name', { exact: true }).fill('Confidence');
  await member.getByRole('button', { name: 'Create' }).click();
  await expect(member).toHaveURL(/\/questions\/[^/]+\/questions$/);
  await member.context().close();
});

test('console: the list at 360 px and on a desktop, a patron by hand, and a non-operator gets Page not found', async ({
  browser,
}) => {
  // Act
  await operatorPage.goto('/ops');
  await expect(operatorPage.getByRole('heading', { name: 'Operations', level: 1 })).toBeVisible();
  await operatorPage.getByLabel('Search organisations').fill(operator.organisation);
  await expect(operatorPage.getByRole('link', { name: operator.organisation })).toBeVisible();

  // Assess
  await checkPage(operatorPage, 'ops-list');
  await operatorPage.setViewportSize(VIEWPORTS.phone);
  await expect(operatorPage.getByRole('link', { name: operator.organisation })).toBeVisible();
  await operatorPage.setViewportSize(VIEWPORTS.desktop);

  // Act: the operator's own charity pays by invoice: patron by hand
  await operatorPage.getByRole('link', { name: operator.organisation }).click();
  await act(operatorPage, 'Patron', 'Make a patron by hand', 'Pays by invoice');

  // Assess: patron beside the provider, and branding unlocked for its members
  await expect(operatorPage.getByText('Patron: Yes')).toBeVisible();
  await expect(operatorPage.getByText('Billing provider: No')).toBeVisible();
  await expect(operatorPage.getByText(/Set by hand by .*: “Pays by invoice”/)).toBeVisible();
  await expect(operatorPage.getByText('Made a patron by hand')).toBeVisible();
  await operatorPage.goto('/settings/branding');
  await expect(operatorPage.getByLabel('Upload a logo')).toBeVisible();
  await expect(operatorPage.getByRole('link', { name: 'Patrons Only' })).toHaveCount(0);

  // Act: someone who is no operator opens /ops
  const other = await aMember(browser, aPerson('Nobody Special', 'ops-nobody'));
  await other.goto('/ops');

  // Assess
  await expect(other.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(
    other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Operations' }),
  ).toHaveCount(0);
  await other.context().close();
});
