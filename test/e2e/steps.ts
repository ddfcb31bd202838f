import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';

/** The two sizes every page is checked at: a cheap 360 px phone and a desktop. */
export const VIEWPORTS = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

export type Person = { name: string; email: string; password: string; organisation: string };

/**
 * A name part unique to this worker and moment: `npm test` runs two Playwright workers side by side against one
 * stack, and two that start in the same millisecond must still sign different people up.
 */
export const runId = () => `${Date.now().toString(36)}w${process.env.TEST_WORKER_INDEX ?? '0'}`;

const run = runId();

/** Every journey's staff password. */
export const PASSWORD = 'analytical-engine';

const tags = new Set<string>();

/**
 * A staff person unique to this run, so journeys never collide on an email or organisation name. Every spec file
 * runs in one worker with one `run`, so a tag used twice would sign the same email up twice: that throws at once.
 */
export const aPerson = (name: string, tag: string): Person => {
  if (tags.has(tag)) throw new Error(`aPerson: the tag "${tag}" is already used by another journey`);
  tags.add(tag);
  return {
    name,
    email: `${tag}.${run}@example.org`,
    password: PASSWORD,
    organisation: `${name.split(' ').at(-1)} Trust ${tag} ${run}`,
  };
};

/** Screenshots are for people looking at the screens; `npm test` turns them off (E2E_SCREENSHOTS=0) to save time. */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS !== '0';

/** axe (no serious or critical violation) and a screenshot at both sizes; ends on `finalSize`. */
export async function checkPage(page: Page, name: string, finalSize: keyof typeof VIEWPORTS = 'desktop') {
  for (const [viewport, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yViolations(page);
    if (SCREENSHOTS) {
      await page.screenshot({ path: `test-results/screenshots/${name}-${viewport}.png`, fullPage: true });
    }
  }
  await page.setViewportSize(VIEWPORTS[finalSize]);
}

/** The local stack's port: Node-side requests go to 127.0.0.1 on it (Node resolves no `*.localhost`). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/** Signs a new organisation up through /signup; ends on /login, which says to check the email. */
export async function signUp(page: Page, who: Person) {
  await page.goto('/signup');
  await page.getByLabel('I accept the terms of use and privacy policy').check();
  await page.getByLabel('Your name').fill(who.name);
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Confirm email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByLabel('Organisation name').fill(who.organisation);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(/^Your account has been created\. Please check your email/)).toBeVisible();
}

/** Signs a new organisation up through /signup, then logs in on the hosted login and waits for the home page. */
export async function signUpAndLogIn(page: Page, who: Person) {
  await signUp(page, who);
  await page.getByRole('button', { name: 'Log in' }).click();
  await logIn(page, who);
  await expect(page.getByRole('heading', { name: `Welcome, ${who.name}` })).toBeVisible();
}

/** The newest code the local Cognito emailed to `email` ("Your verification code is 123456."), from /dev/outbox. */
export async function emailedCode(page: Page, email: string): Promise<string> {
  const response = await page.request.get(`http://127.0.0.1:${E2E_PORT}/dev/outbox`, {
    headers: { accept: 'application/json' },
  });
  const messages = (await response.json()) as { to: string; text: string }[];
  const code = messages
    .filter((m) => m.to === email)
    .map((m) => /code is (\d+)/.exec(m.text)?.[1])
    .find(Boolean);
  if (!code) throw new Error(`no code was emailed to ${email}`);
  return code;
}

/** The path of the newest verification link emailed to `email` (`/verify-email/{value}`), from /dev/outbox. */
export async function emailedVerificationLink(page: Page, email: string): Promise<string> {
  const response = await page.request.get(`http://127.0.0.1:${E2E_PORT}/dev/outbox`, {
    headers: { accept: 'application/json' },
  });
  const messages = (await response.json()) as { to: string; text: string }[];
  const path = messages
    .filter((m) => m.to === email)
    .map((m) => /\/verify-email\/[A-Za-z0-9_-]+/.exec(m.text)?.[0])
    .find(Boolean);
  if (!path) throw new Error(`no verification link was emailed to ${email}`);
  return path;
}

/** What the hosted login says when the pool's pre-authentication trigger refuses an unverified email. */
export const UNVERIFIED_REFUSAL =
  /^PreAuthentication failed with error Your email address is not verified yet\./;

const onHostedLogin = (page: Page) => new URL(page.url()).hostname.startsWith('login.');

/**
 * Signs in on the hosted login's page (login.localhost) once it is on screen, as a person does: email and
 * password; when the page refuses an email not verified yet (a new account's first sign-in), the emailed link is
 * opened in another tab, as from the mailbox, and the password given again. Resolves once back on the app.
 */
export async function logIn(page: Page, who: { email: string; password: string }) {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const refused = page.getByText(UNVERIFIED_REFUSAL);
  // Either the page refuses the unverified email or the browser is already back on the app.
  await expect(async () => {
    if (onHostedLogin(page) && !(await refused.isVisible())) throw new Error('still on the sign-in page');
  }).toPass();
  if (onHostedLogin(page)) {
    const mailbox = await page.context().newPage();
    // The API's answer, not the page's words: the tab may be in any locale the person chose (the pseudo one too).
    const verified = mailbox.waitForResponse((response) =>
      (response.request().postData() ?? '').includes('mutation VerifyEmail'),
    );
    await mailbox.goto(`http://app.localhost:${E2E_PORT}${await emailedVerificationLink(page, who.email)}`);
    const answer = (await (await verified).json()) as { data?: { VerifyEmail?: boolean } };
    expect(answer.data?.VerifyEmail).toBe(true);
    await expect(mailbox.locator('h1')).toBeVisible();
    await mailbox.close();
    await page.getByLabel('Password', { exact: true }).fill(who.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect.poll(() => onHostedLogin(page)).toBe(false);
}

export type ApiResult<T> = { data: T; errors?: { errorType?: string; message?: string }[] };

/** One GraphQL call from the page with the signed-in user's ID token (as Amplify stores it). */
export async function callApi<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<ApiResult<T>> {
  return page.evaluate(
    async ({ query: body, variables: vars }) => {
      const key = Object.keys(localStorage).find((name) => name.endsWith('.idToken'));
      const token = key ? localStorage.getItem(key) : null;
      const response = await fetch('/v1/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: token ?? 'anonymous' },
        body: JSON.stringify({ query: body, variables: vars }),
      });
      return (await response.json()) as ApiResult<T>;
    },
    { query, variables },
  );
}

/** {@link callApi} for setting up a journey: any GraphQL error fails the test at once. */
export async function mustCallApi<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const result = await callApi<T>(page, query, variables);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

/**
 * The unsubscribe path (`/unsubscribe/{signed value}`) of the signed-in user's emails, as the local outbox received
 * it: the user asks for remote completion emails and sends a one-time link to a one-question questionnaire, which
 * the beneficiary answers and completes. The value is signed by the API, so a test cannot make it up.
 */
export async function anUnsubscribePath(page: Page, email: string): Promise<string> {
  // From the page, as callApi: Node does not resolve *.localhost, the browser does.
  const link = async <T>(query: string, variables: Record<string, unknown>, token: string) => {
    const body = await page.evaluate(
      async (call) => {
        const response = await fetch('/v1/graphql', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: call.token },
          body: JSON.stringify({ query: call.query, variables: call.variables }),
        });
        return (await response.json()) as ApiResult<T>;
      },
      { query, variables, token },
    );
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
  await mustCallApi(page, 'mutation { UpdateSelf(notifyOnRemote: true) { id } }');
  const { AddOutcomeSet } = await mustCallApi<{ AddOutcomeSet: { id: string } }>(
    page,
    'mutation { AddOutcomeSet(name: "Unsubscribe check") { id } }',
  );
  const { AddLikertQuestion } = await mustCallApi<{ AddLikertQuestion: { questions: { id: string }[] } }>(
    page,
    `mutation ($id: ID!) {
      AddLikertQuestion(outcomeSetID: $id, question: "How are you?", minValue: 1, maxValue: 5,
        labels: [{ value: 1, label: "Low" }, { value: 5, label: "High" }]) { questions { id } }
    }`,
    { id: AddOutcomeSet.id },
  );
  const { AddRemoteMeeting } = await mustCallApi<{ AddRemoteMeeting: { JTI: string } }>(
    page,
    'mutation ($q: String!) { AddRemoteMeeting(beneficiaryID: "unsubscribe-check", outcomeSetID: $q) { JTI } }',
    { q: AddOutcomeSet.id },
  );
  const { jwt } = await link<{ jwt: string }>(
    'query ($j: String!) { jwt(jti: $j) }',
    { j: AddRemoteMeeting.JTI },
    'anonymous',
  );
  // The token is `ripple-link.` and a JWT (functions/src/core/link-token-format.ts): its payload is the third part.
  const meetingID = (
    JSON.parse(Buffer.from(jwt.split('.')[2]!, 'base64url').toString()) as { sequence: string[] }
  ).sequence[0]!;
  await link(
    'mutation ($m: String!, $q: String!) { AddLikertAnswer(meetingID: $m, questionID: $q, value: 3) { id } }',
    { m: meetingID, q: AddLikertQuestion.questions[0]!.id },
    jwt,
  );
  await link('mutation ($m: String!) { CompleteMeeting(meetingID: $m) { id } }', { m: meetingID }, jwt);
  const sent = await page.evaluate(async () => {
    const response = await fetch('/dev/outbox', { headers: { accept: 'application/json' } });
    return (await response.json()) as { to: string; text: string }[];
  });
  // Newest first; the account's verification link is an email too, without this link.
  const path = sent
    .flatMap((m) => (m.to === email ? [/\/unsubscribe\/\S+/.exec(m.text)?.[0]] : []))
    .find(Boolean);
  if (!path) throw new Error(`no unsubscribe link was sent to ${email}`);
  return path;
}

/**
 * Moves a sortable item by keyboard as dnd-kit expects: Space picks it up, each arrow moves it a place, Space drops
 * it. After each key it waits for what the live region announces (picked up, moved to position n, dropped), not
 * for a fixed time, so a busy machine cannot drop the item before an arrow has moved it.
 */
export async function moveByKeyboard(page: Page, handle: string, steps: number) {
  const pressed = page.locator('button[aria-pressed="true"]');
  const said = page.locator('[id^="DndLiveRegion-"]');
  await page.getByRole('button', { name: handle }).focus();
  await page.keyboard.press('Space');
  await expect(pressed).toHaveCount(1);
  // "Picked up …, at position n", at once replaced by "… moved to position n" as the item is over itself.
  const where = /(?:^Picked up .*, at| moved to) position (\d+) of \d+\.$/;
  await expect(said).toHaveText(where);
  const start = Number(where.exec((await said.textContent()) ?? '')?.[1]);
  for (let step = 1; step <= Math.abs(steps); step++) {
    await page.keyboard.press(steps > 0 ? 'ArrowDown' : 'ArrowUp');
    await expect(said).toContainText(`moved to position ${start + Math.sign(steps) * step} of`);
  }
  await page.keyboard.press('Space');
  await expect(said).toContainText(`dropped at position ${start + steps} of`);
  await expect(pressed).toHaveCount(0);
}
