import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';

const run = Date.now().toString(36);
const user = {
  name: 'Florence Nightingale',
  email: `florence.${run}@example.org`,
  password: 'lamp-of-scutari',
  organisation: `Scutari ${run}`,
};
const VIEWPORTS = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } } as const;

/** Screenshots and axe at phone and desktop size, ending at `finalSize`. */
async function check(page: Page, name: string, finalSize: keyof typeof VIEWPORTS = 'desktop') {
  for (const [viewport, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.screenshot({
      path: `test-results/screenshots/answering-${name}-${viewport}.png`,
      fullPage: true,
    });
    await expectNoSeriousA11yViolations(page);
  }
  await page.setViewportSize(VIEWPORTS[finalSize]);
}

async function signUpAndLogIn(page: Page) {
  await page.goto('/signup');
  await page.getByLabel('I accept the terms of use and privacy policy').check();
  await page.getByLabel('Your name').fill(user.name);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Confirm email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByLabel('Organisation name').fill(user.organisation);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
}

/** One GraphQL call from the page with the signed-in user's ID token (as Amplify stores it). */
async function callApi<T>(page: Page, query: string): Promise<T> {
  return page.evaluate(async (body) => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('.idToken'));
    const token = key ? localStorage.getItem(key) : null;
    const response = await fetch('/v1/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: token ?? 'anonymous' },
      body: JSON.stringify({ query: body }),
    });
    const json = (await response.json()) as { data: T; errors?: unknown };
    if (json.errors) throw new Error(JSON.stringify(json.errors));
    return json.data;
  }, query);
}

async function createQuestionnaire(page: Page): Promise<string> {
  const { AddOutcomeSet } = await callApi<{ AddOutcomeSet: { id: string } }>(
    page,
    'mutation { AddOutcomeSet(name: "Wellbeing") { id } }',
  );
  const labels = '[{ value: 1, label: "Never" }, { value: 5, label: "Always" }]';
  for (const question of ['I sleep well', 'I feel safe at home']) {
    await callApi(
      page,
      `mutation { AddLikertQuestion(outcomeSetID: "${AddOutcomeSet.id}", question: "${question}", minValue: 1, maxValue: 5, labels: ${labels}) { id } }`,
    );
  }
  return AddOutcomeSet.id;
}

/** Answers both questions and the notes by keyboard alone. */
async function answerByKeyboard(page: Page, screenshots?: string) {
  const first = page.getByRole('slider', { name: 'I sleep well' });
  await expect(first).toHaveAttribute('aria-valuetext', 'No answer yet');
  if (screenshots) await check(page, `${screenshots}-question`, 'phone');
  await first.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(first).toHaveAttribute('aria-valuetext', '5: Always');
  await page.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  const second = page.getByRole('slider', { name: 'I feel safe at home' });
  await expect(page.getByText('Question 2 of 2')).toBeVisible();
  await second.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(second).toHaveAttribute('aria-valuetext', '2');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Worried about the stairs');
  await page.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Additional information' })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Went well');
  await page.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
}

test('live record with a new beneficiary, then a remote link answered on a phone', async ({
  page,
  browser,
}) => {
  // Prepare
  await signUpAndLogIn(page);
  await createQuestionnaire(page);

  // Act: a live record
  await page.goto('/record');
  await expect(page.getByRole('heading', { name: 'New Record' })).toBeVisible();
  await check(page, 'choose');
  await page.getByRole('link', { name: /Live/ }).click();
  await expect(page.getByRole('option', { name: 'Wellbeing' })).toBeAttached();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('Please enter a beneficiary ID')).toBeVisible();
  await check(page, 'live-form');
  await page.getByLabel('Beneficiary ID').fill(`client-${run}`);
  await page.getByLabel('Questionnaire').selectOption({ label: 'Wellbeing' });
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/meeting\/[^/]+$/);
  await answerByKeyboard(page, 'live');

  // Assess: finalised, on to the beneficiary's journey
  await expect(page).toHaveURL(new RegExp(`/beneficiary/client-${run}$`));

  // Act: historic data entry refuses a future date, then types a record in
  await page.goto(`/record/historic?ben=client-${run}`);
  await page.getByLabel('Questionnaire').selectOption({ label: 'Wellbeing' });
  await page.getByLabel('Date conducted').fill('2999-01-01T10:00');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('Please select a date in the past')).toBeVisible();
  await page.getByLabel('Date conducted').fill('2024-03-01T10:00');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/dataentry\/[^/]+$/);
  for (const name of ['I sleep well', 'I feel safe at home']) {
    await page.getByRole('slider', { name }).focus();
    await page.keyboard.press('ArrowRight');
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/beneficiary/client-${run}$`));

  // Act: a remote link
  await page.goto(`/record/remote?ben=remote-${run}`);
  await page.getByLabel('Questionnaire').selectOption({ label: 'Wellbeing' });
  await page.getByRole('button', { name: 'Create link' }).click();
  const link = await page.getByRole('textbox', { name: 'Link' }).inputValue();
  expect(link).toMatch(/\/smn\/[a-z2-7]+-/);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();

  const phone = await browser.newContext({ viewport: VIEWPORTS.phone });
  const beneficiary = await phone.newPage();
  await beneficiary.goto(link);
  await expect(beneficiary).toHaveURL(/\/meeting\/[^/]+/, { timeout: 30_000 });
  await expect(beneficiary.getByRole('button', { name: 'Log Out' })).toBeVisible();
  await answerByKeyboard(beneficiary, 'remote');

  // Assess
  await expect(beneficiary.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  await beneficiary.screenshot({
    path: 'test-results/screenshots/answering-thanks-phone.png',
    fullPage: true,
  });
  await expectNoSeriousA11yViolations(beneficiary);

  // Act: a summon link for many beneficiaries asks for the ID
  await page.goto('/record/summon');
  await page.getByLabel('Questionnaire').selectOption({ label: 'Wellbeing' });
  await page.getByRole('button', { name: 'Create link' }).click();
  const summon = await page.getByRole('textbox', { name: 'Link' }).inputValue();
  const other = await browser.newContext({ viewport: VIEWPORTS.phone });
  const second = await other.newPage();
  await second.goto(summon);
  await second.getByRole('button', { name: 'Continue' }).click();
  await expect(second.getByText('Please enter your ID')).toBeVisible();
  await check(second, 'summon', 'phone');
  await second.getByLabel(/Your ID/).fill(`summoned-${run}`);
  await second.getByRole('button', { name: 'Continue' }).click();
  await expect(second.getByRole('slider', { name: 'I sleep well' })).toBeVisible({ timeout: 30_000 });
  await phone.close();
  await other.close();
});
