import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { recordResults } from '../../bench/results-file.ts';
import { seriousA11yViolations } from '../axe.ts';
import { aPerson, mustCallApi, runId, SCREENSHOTS, signUpAndLogIn, VIEWPORTS } from '../steps.ts';

/**
 * axe (WCAG 2.0–2.2, A and AA) on every route of spec 01's route table, plus the questionnaire, catalogue,
 * sequence and report routes of spec 02, as staff, as an anonymous visitor (public routes) and as a
 * beneficiary (the routes a beneficiary uses), at a 360 px phone and a desktop: no serious or critical
 * violation, no page wider than the screen, and a tab title naming the page. The counts go to test/bench/results.json under `a11y`.
 */

type Role = 'staff' | 'anonymous' | 'beneficiary';
type Route = {
  /** The route table's pattern, for the report. */
  route: string;
  /** The concrete path visited. */
  path: string;
  /** Text (or a regular expression) that shows the page has loaded its content. */
  ready?: string | RegExp;
};

const run = runId();
const staff = aPerson('Elizabeth Fry', 'a11y-routes');
const BEN = `ben-a11y-${run}`;
const DESTINATION = 'https://example.org/thanks';

/** Every route-and-role checked, and every serious or critical violation found (one per rule, page and size). */
const checked = new Set<string>();
const violations: string[] = [];
/** Routes whose content never showed (a page error), so axe could not check them. */
const unloaded: string[] = [];

let staffContext: BrowserContext;
let staffPage: Page;
let ids: {
  questionnaire: string;
  catalogue: string;
  sequence: string;
  incomplete: string;
  complete: string;
  invite: string;
  summon: string;
  jti: string;
  self: string;
};

/** base64url of a URL, as the app's /external/ parameter (web/src/features/answering/utils/forward-list.ts). */
const external = (url: string) => Buffer.from(url).toString('base64url');

async function seed(page: Page) {
  const { AddOutcomeSet } = await mustCallApi<{ AddOutcomeSet: { id: string } }>(
    page,
    'mutation { AddOutcomeSet(name: "Wellbeing", description: "How our members feel") { id } }',
  );
  const questionnaire = AddOutcomeSet.id;
  const questionIDs: string[] = [];
  for (const [question, short] of [
    ['How would you rate your mood this week?', 'Mood'],
    ['How well have you slept this week?', 'Sleep'],
    ['How safe do you feel at home?', 'Safety'],
  ] as const) {
    const { AddLikertQuestion } = await mustCallApi<{ AddLikertQuestion: { questions: { id: string }[] } }>(
      page,
      `mutation ($id: ID!, $question: String!, $short: String) {
        AddLikertQuestion(outcomeSetID: $id, question: $question, short: $short, minValue: 1, maxValue: 5,
          labels: [{ value: 1, label: "Never" }, { value: 5, label: "Always" }]) { questions { id } }
      }`,
      { id: questionnaire, question, short },
    );
    questionIDs.push(AddLikertQuestion.questions.at(-1)!.id);
  }
  const { AddCategory } = await mustCallApi<{ AddCategory: { categories: { id: string }[] } }>(
    page,
    'mutation ($id: ID!) { AddCategory(outcomeSetID: $id, aggregation: mean, name: "Rest") { categories { id } } }',
    { id: questionnaire },
  );
  await mustCallApi(
    page,
    'mutation ($id: ID!, $q: ID!, $c: ID) { SetCategory(outcomeSetID: $id, questionID: $q, categoryID: $c) { id } }',
    { id: questionnaire, q: questionIDs[0], c: AddCategory.categories[0]!.id },
  );
  const addMeeting = async (conducted: string, values: number[] | null) => {
    const { AddMeeting } = await mustCallApi<{ AddMeeting: { id: string } }>(
      page,
      'mutation ($ben: String!, $q: String!, $at: String) { AddMeeting(beneficiaryID: $ben, outcomeSetID: $q, conducted: $at, tags: ["North"]) { id } }',
      { ben: BEN, q: questionnaire, at: conducted },
    );
    if (!values) return AddMeeting.id;
    for (const [index, questionID] of questionIDs.entries())
      await mustCallApi(
        page,
        'mutation ($m: String!, $q: String!, $v: Int!) { AddLikertAnswer(meetingID: $m, questionID: $q, value: $v, notes: "Said more than last time") { id } }',
        { m: AddMeeting.id, q: questionID, v: values[index] },
      );
    await mustCallApi(
      page,
      'mutation ($m: String!) { SetMeetingNotes(meetingID: $m, notes: "Met at the hub") { id } }',
      {
        m: AddMeeting.id,
      },
    );
    await mustCallApi(page, 'mutation ($m: String!) { CompleteMeeting(meetingID: $m) { id } }', {
      m: AddMeeting.id,
    });
    return AddMeeting.id;
  };
  const complete = await addMeeting('2024-02-01T10:00:00Z', [2, 3, 4]);
  await addMeeting('2024-05-01T10:00:00Z', [4, 3, 5]);
  const incomplete = await addMeeting('2024-06-01T10:00:00Z', null);
  const { NewSequence } = await mustCallApi<{ NewSequence: { id: string } }>(
    page,
    'mutation ($q: String!, $d: String) { NewSequence(name: "Programme", destination: $d, questionnaires: [$q]) { id } }',
    { q: questionnaire, d: DESTINATION },
  );
  const { GetInviteLink } = await mustCallApi<{ GetInviteLink: string }>(page, 'mutation { GetInviteLink }');
  const { NewMeetingSummon } = await mustCallApi<{ NewMeetingSummon: string }>(
    page,
    'mutation ($q: String!) { NewMeetingSummon(outcomeSetID: $q) }',
    { q: questionnaire },
  );
  const { AddRemoteMeeting } = await mustCallApi<{ AddRemoteMeeting: { JTI: string } }>(
    page,
    'mutation ($q: String!) { AddRemoteMeeting(beneficiaryID: "remote-a11y", outcomeSetID: $q) { JTI } }',
    { q: questionnaire },
  );
  const { self } = await mustCallApi<{ self: { id: string } }>(page, '{ self { id } }');
  const { outcomesetCatalogue } = await mustCallApi<{
    outcomesetCatalogue: { outcomeset: { id: string } }[];
  }>(page, '{ outcomesetCatalogue(source: "softoutcomes") { outcomeset { id } } }');
  return {
    questionnaire,
    catalogue: outcomesetCatalogue[0]!.outcomeset.id,
    sequence: NewSequence.id,
    incomplete,
    complete,
    invite: GetInviteLink,
    summon: NewMeetingSummon.split('/').at(-1)!,
    jti: AddRemoteMeeting.JTI,
    self: self.id,
  };
}

/** Waits for a route's content: no spinner, a first heading, and the route's own text when it names one. */
async function settle(page: Page, ready?: string | RegExp) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  if (ready) await expect(page.getByText(ready).first()).toBeVisible();
  else await expect(page.locator('h1').first()).toBeAttached();
}

/**
 * axe at both sizes on the page as it stands, and WCAG 1.4.10 Reflow, which axe does not check: the page fits the
 * viewport's width without scrolling sideways. Every violation is kept and fails the test softly.
 */
async function audit(page: Page, role: Role, route: Route) {
  checked.add(`${role} ${route.route}`);
  // WCAG 2.4.2, which axe checks only for being present: each page names itself, then the brand.
  expect.soft(await page.title(), `title as ${role} on ${route.path}`).toMatch(/^\S.* – Ripple$/);
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    const found = await seriousA11yViolations(page);
    violations.push(...found.map((violation) => `${role} ${route.path} (${size}) ${violation}`));
    expect.soft(found, `axe as ${role} on ${route.path} at ${size}`).toEqual([]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect.soft(width, `reflow as ${role} on ${route.path} at ${size}`).toBeLessThanOrEqual(viewport.width);
    const name = `${role}${route.route.replace(/[^\w]+/g, '-')}`.replace(/-+$/, '');
    if (SCREENSHOTS) {
      await page.screenshot({ path: `test-results/screenshots/a11y-${name}-${size}.png`, fullPage: true });
    }
  }
}

async function visit(page: Page, role: Role, route: Route) {
  await test.step(`${role} ${route.path}`, async () => {
    await page.goto(route.path);
    try {
      await settle(page, route.ready);
    } catch (error) {
      unloaded.push(`${role} ${route.path}: ${(error as Error).message.split('\n')[0]}`);
      return;
    }
    await audit(page, role, route);
  });
}

test.beforeAll(async ({ browser }) => {
  staffContext = await browser.newContext();
  staffPage = await staffContext.newPage();
  await signUpAndLogIn(staffPage, staff);
  ids = await seed(staffPage);
});

test.afterAll(async () => {
  await staffContext?.close();
  // A run filtered to other tests checks no route and must not overwrite the figures of a full run.
  if (checked.size)
    recordResults('a11y', { routesChecked: checked.size, seriousOrCritical: violations.length });
});

test('every staff route of the route tables has no serious or critical axe violation', async () => {
  test.setTimeout(900_000);
  const q = ids.questionnaire;
  const ben = encodeURIComponent(BEN);
  const start = '1970-01-01T00:00:00Z';
  const end = '2030-01-01T00:00:00Z';
  const routes: Route[] = [
    // Spec 01 §2
    { route: '/', path: '/', ready: `Welcome, ${staff.name}` },
    { route: '/record', path: '/record' },
    ...['live', 'remote', 'historic', 'summon'].map((type) => ({
      route: `/record/${type}`,
      path: `/record/${type}`,
    })),
    { route: '/beneficiary', path: '/beneficiary' },
    { route: '/beneficiary/{id}', path: `/beneficiary/${ben}` },
    { route: '/beneficiary/{id}/journey', path: `/beneficiary/${ben}/journey?q=${q}` },
    { route: '/beneficiary/{id}/records', path: `/beneficiary/${ben}/records`, ready: 'Tags: North' },
    { route: '/beneficiary/{id}/config', path: `/beneficiary/${ben}/config` },
    { route: '/beneficiary/{id}/record', path: `/beneficiary/${ben}/record` },
    ...['live', 'remote', 'historic'].map((type) => ({
      route: `/beneficiary/{id}/record/${type}`,
      path: `/beneficiary/${ben}/record/${type}`,
    })),
    {
      route: '/beneficiary/{id}/export/{qid}',
      path: `/beneficiary/${ben}/export/${q}`,
      ready: 'Download started',
    },
    { route: '/profile', path: '/profile' },
    { route: '/settings', path: '/settings' },
    {
      route: '/settings/data/questionnaire/export/{id}',
      path: `/settings/data/questionnaire/export/${q}`,
      ready: 'Download started',
    },
    { route: '/settings/users', path: '/settings/users', ready: staff.name },
    { route: '/settings/links', path: '/settings/links', ready: 'Summon link for many beneficiaries' },
    { route: '/settings/branding', path: '/settings/branding', ready: 'Patrons Only' },
    { route: '/settings/patron', path: '/settings/patron' },
    { route: '/settings/patron/success', path: '/settings/patron/success' },
    { route: '/dataentry/{id}', path: `/dataentry/${ids.incomplete}` },
    { route: '/meeting/{id}', path: `/meeting/${ids.incomplete}` },
    { route: '/meeting/{id}/edit', path: `/meeting/${ids.complete}/edit` },
    { route: '/meeting/{id}/view', path: `/meeting/${ids.complete}/view`, ready: 'Met at the hub' },
    { route: '/external/{b64url}', path: `/external/${external(DESTINATION)}`, ready: /example\.org/ },
    {
      route: '/external/{b64url} (invalid)',
      path: '/external/bm90IGEgdXJs',
      ready: 'Whoops, something went wrong.',
    },
    { route: '/invite/{id}', path: `/invite/${ids.invite}` },
    { route: '/unsubscribe/{uid}', path: `/unsubscribe/${encodeURIComponent(ids.self)}` },
    { route: '/redirect', path: '/redirect?redirect=%2Fprofile' },
    { route: '/plugin/sve', path: '/plugin/sve' },
    // Spec 02 §2
    { route: '/questions', path: '/questions', ready: 'Wellbeing' },
    { route: '/questions/new', path: '/questions/new' },
    { route: '/questions/new/custom', path: '/questions/new/custom' },
    { route: '/questions/{id}', path: `/questions/${q}` },
    { route: '/questions/{id}/questions', path: `/questions/${q}/questions`, ready: 'Mood' },
    { route: '/questions/{id}/categories', path: `/questions/${q}/categories`, ready: 'Rest' },
    { route: '/catalogue', path: '/catalogue' },
    { route: '/catalogue/{id}', path: `/catalogue/${ids.catalogue}` },
    { route: '/catalogue/{id}/questions', path: `/catalogue/${ids.catalogue}/questions` },
    { route: '/catalogue/{id}/categories', path: `/catalogue/${ids.catalogue}/categories` },
    { route: '/sequences', path: '/sequences', ready: 'Programme' },
    { route: '/sequences/new', path: '/sequences/new' },
    { route: '/sequences/{id}', path: `/sequences/${ids.sequence}` },
    { route: '/report', path: '/report' },
    ...['dist', 'change', 'baseline', 'status'].map((type) => ({
      route: `/report/${type}/{questionSetID}/{start}/{end}`,
      path: `/report/${type}/${q}/${start}/${end}`,
    })),
    { route: '/report/export/{questionSetID}/{start}/{end}', path: `/report/export/${q}/${start}/${end}` },
  ];
  for (const route of routes) await visit(staffPage, 'staff', route);

  // A signed-in user opening a beneficiary link is warned that it logs them out, and stays signed in (spec 01 §2).
  await visit(staffPage, 'staff', { route: '/smn/{id}', path: `/smn/${ids.summon}`, ready: 'Continue' });
  await visit(staffPage, 'staff', { route: '/jti/{jti}', path: '/jti/some-other-link', ready: 'Continue' });

  expect(unloaded).toEqual([]);
  expect(violations).toEqual([]);
});

test('public routes and the routes a beneficiary uses have no serious or critical axe violation', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const anonymous = await browser.newContext();
  const visitor = await anonymous.newPage();
  for (const route of [
    // /login opens the hosted login at once: its sign-in page is checked, and /login itself with an error back
    { route: '/login (the hosted sign-in page)', path: '/login', ready: 'Sign in' },
    {
      route: '/login (an error back from the hosted login)',
      path: '/login?error=access_denied',
      ready: 'Failed to login',
    },
    { route: '/signup', path: '/signup' },
    { route: '/invite/{id}', path: `/invite/${ids.invite}`, ready: 'Get Started' },
    { route: '/invite/{id} (unknown)', path: '/invite/no-such-invite', ready: 'Unknown Invite' },
    { route: '/unsubscribe/{uid}', path: `/unsubscribe/${encodeURIComponent(ids.self)}` },
    { route: '/redirect', path: '/redirect', ready: 'Sign in' },
    { route: '/not-found', path: '/no-such-page' },
  ])
    await visit(visitor, 'anonymous', route);
  await anonymous.close();

  // A beneficiary: the summon form, a link that is not valid, then a one-time link into the answering flow.
  const phone = await browser.newContext({ viewport: VIEWPORTS.phone });
  const beneficiary = await phone.newPage();
  await visit(beneficiary, 'beneficiary', {
    route: '/smn/{id}',
    path: `/smn/${ids.summon}`,
    ready: 'Continue',
  });
  await beneficiary.getByRole('button', { name: 'Continue' }).click();
  await expect(beneficiary.getByText('Please enter your ID')).toBeVisible();
  await audit(beneficiary, 'beneficiary', { route: '/smn/{id} (invalid form)', path: `/smn/${ids.summon}` });
  await beneficiary.goto('/smn/nosuchlink');
  await expect(
    beneficiary.getByText('We did not recognise this link. Please request a new link'),
  ).toBeVisible();
  await expect(beneficiary.getByLabel(/Your ID/)).toHaveCount(0);
  await audit(beneficiary, 'beneficiary', { route: '/smn/{id} (unknown)', path: '/smn/nosuchlink' });
  await visit(beneficiary, 'beneficiary', {
    route: '/jti/{jti} (invalid)',
    path: '/jti/not-a-real-link',
    ready: /not seem to be valid|has expired/,
  });
  await test.step('beneficiary /jti/{jti}', async () => {
    await beneficiary.goto(`/jti/${ids.jti}`);
    await expect(beneficiary).toHaveURL(/\/meeting\/[^/?]+/, { timeout: 30_000 });
  });
  const meeting = new URL(beneficiary.url()).pathname;
  await expect(beneficiary.getByRole('slider').first()).toBeVisible();
  await expect(beneficiary.getByRole('button', { name: 'Log Out' })).toBeVisible();
  await audit(beneficiary, 'beneficiary', { route: '/meeting/{id}', path: meeting });
  await visit(beneficiary, 'beneficiary', {
    route: '/dataentry/{id}',
    path: meeting.replace('/meeting/', '/dataentry/'),
  });
  await visit(beneficiary, 'beneficiary', {
    route: '/external/{b64url}',
    path: `/external/${external(DESTINATION)}`,
    ready: /example\.org/,
  });
  await phone.close();

  expect(unloaded.filter((route) => !route.startsWith('staff'))).toEqual([]);
  expect(violations.filter((violation) => !violation.startsWith('staff'))).toEqual([]);
});

test('the axe check itself finds a missing label and faint text', async ({ page }) => {
  // Prepare
  await page.setContent(
    '<html lang="en"><head><title>Probe</title></head><body><main><h1>Probe</h1>' +
      '<input type="text"><p style="color:#c8c8c8;background:#fff">Faint text</p></main></body></html>',
  );

  // Act
  const found = await seriousA11yViolations(page);

  // Assess
  expect(found.map((violation) => violation.split(':')[0])).toEqual(
    expect.arrayContaining(['label', 'color-contrast']),
  );
});
